/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListHeader } from '../list-header';

test('title, reload (busy while fetching) and add, each only when given', async () => {
  const onRefresh = jest.fn();
  const onClick = jest.fn();
  const { rerender } = render(
    <ListHeader
      title="Meus Compradores"
      refresh={{ busy: false, onRefresh, label: 'Recarregar' }}
      create={{ label: 'Adicionar Comprador', onClick }}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Meus Compradores' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar Comprador' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(<ListHeader title="Meus Compradores" refresh={{ busy: true, onRefresh }} create={null} />);
  expect(screen.getByRole('button', { name: /Atualizando/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Adicionar Comprador' })).toBeNull();

  rerender(<ListHeader title="Todos" refresh={null} create={null} />);
  expect(screen.queryByRole('button')).toBeNull();
});
