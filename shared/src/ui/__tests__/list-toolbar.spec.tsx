/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListToolbar, RefreshButton, SelectFilter, countLine } from '../index';

function Toolbar({ onStatus = jest.fn() }: { onStatus?: (value: string) => void }) {
  const [search, setSearch] = useState('');
  return (
    <ListToolbar
      search={search}
      onSearch={setSearch}
      placeholder="Buscar por nome, email ou ID..."
      count={countLine(3, 'vendedor(es)', search)}
      filters={
        <SelectFilter
          label="Status"
          hideLabel
          value="all"
          onChange={onStatus}
          options={[
            { value: 'all', label: 'Todos os status' },
            { value: 'ativo', label: 'Ativo' },
          ]}
        />
      }
    />
  );
}

test('search is controlled, counts the matches and clears with "Limpar busca"', async () => {
  const user = userEvent.setup();
  render(<Toolbar />);
  const box = screen.getByRole('searchbox', { name: 'Buscar' });
  expect(box).toHaveAttribute('placeholder', 'Buscar por nome, email ou ID...');
  expect(screen.getByText('3 vendedor(es)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();

  await user.type(box, 'ana');
  expect(screen.getByText('3 vendedor(es) encontrado(s) para "ana"')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
});

test('a filter is a labelled select even when its label is hidden', async () => {
  const onStatus = jest.fn();
  render(<Toolbar onStatus={onStatus} />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ativo');
  expect(onStatus).toHaveBeenCalledWith('ativo');
});

test("the refresh button reads 'Atualizando' and is disabled while busy", async () => {
  const onClick = jest.fn();
  const { rerender } = render(<RefreshButton onClick={onClick} />);
  await userEvent.click(screen.getByRole('button', { name: 'Recarregar Dados' }));
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(<RefreshButton onClick={onClick} busy />);
  expect(screen.getByRole('button', { name: 'Atualizando' })).toBeDisabled();
});
