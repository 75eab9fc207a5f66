/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal } from '../index';

const message = 'Tem certeza que deseja remover este vendedor?';

test('asks, with the focus on Cancelar, and confirms with the danger button', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmModal
      open
      title="Remover Vendedor"
      message={message}
      confirmLabel="Remover"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Remover Vendedor' });
  expect(dialog).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();

  const confirm = screen.getByRole('button', { name: 'Remover' });
  expect(confirm.className).toContain('danger');
  await user.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('while busy, the confirm button shows its busy label and nothing can be pressed twice', () => {
  render(<ConfirmModal open message={message} busy onConfirm={jest.fn()} onCancel={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Confirmar Exclusão' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Excluindo...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
});

test('Escape cancels, and focus returns to the button that opened it', async () => {
  const user = userEvent.setup();
  function Screen({ open, onCancel }: { open: boolean; onCancel: () => void }) {
    return (
      <>
        <button type="button">Excluir</button>
        <ConfirmModal open={open} message={message} onConfirm={jest.fn()} onCancel={onCancel} />
      </>
    );
  }
  const onCancel = jest.fn();
  const { rerender } = render(<Screen open={false} onCancel={onCancel} />);
  const opener = screen.getByRole('button', { name: 'Excluir' });
  opener.focus();
  rerender(<Screen open onCancel={onCancel} />);
  expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalled();
  rerender(<Screen open={false} onCancel={onCancel} />);
  expect(opener).toHaveFocus();
});
