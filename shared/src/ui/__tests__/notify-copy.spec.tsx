/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { COPIED_MS, CopyButton, notify } from '../index';

test('notify shows success and error toasts, one per distinct message', async () => {
  render(<Toaster />);
  act(() => {
    notify.success('Vendedor adicionado com sucesso!');
    notify.error('Erro ao remover vendedor');
    notify.error('Erro ao remover vendedor');
  });
  expect(await screen.findByText('Vendedor adicionado com sucesso!')).toBeInTheDocument();
  expect(screen.getAllByText('Erro ao remover vendedor')).toHaveLength(1);
});

describe('CopyButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("copies the text and says 'Copiado!' for 2 s", async () => {
    // user-event puts its own clipboard stub on navigator.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CopyButton text="ana@pagora.demo" />);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('ana@pagora.demo');
    // The label changes once the clipboard promise settles: wait for it rather than race it.
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_MS));
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  test('tells the screen when the browser refuses', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = jest.fn().mockReturnValue(false);
    const onCopyFailed = jest.fn();
    render(<CopyButton text="x" onCopyFailed={onCopyFailed} />);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(onCopyFailed).toHaveBeenCalled();
    expect(screen.queryByText('Copiado!')).not.toBeInTheDocument();
  });
});
