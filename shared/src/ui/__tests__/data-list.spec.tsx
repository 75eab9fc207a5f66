/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataCard, DataList, type DataColumn, type DataListProps } from '../index';

interface Seller {
  id: string;
  nome: string;
  email: string;
}

const sellers: Seller[] = [
  { id: 's1', nome: 'Ana Souza', email: 'ana@pagora.demo' },
  { id: 's2', nome: 'Bruno Lima', email: 'bruno@pagora.demo' },
];

const columns: DataColumn<Seller>[] = [
  { key: 'nome', header: 'Vendedor', render: (s) => s.nome },
  { key: 'email', header: 'Email', render: (s) => s.email },
];

function renderList(props: Partial<DataListProps<Seller>> = {}) {
  return render(
    <DataList
      items={sellers}
      columns={columns}
      getKey={(s) => s.id}
      renderCard={(s) => <DataCard title={s.nome} fields={[{ label: 'Email', value: s.email }]} />}
      caption="Vendedores"
      empty={{ title: 'Nenhum vendedor cadastrado' }}
      {...props}
    />,
  );
}

test('renders a real table with column headers and one row per item', () => {
  renderList();
  const table = screen.getByRole('table', { name: 'Vendedores' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['Vendedor', 'Email']);
  expect(headers[0]).toHaveAttribute('scope', 'col');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('cell', { name: 'bruno@pagora.demo' })).toBeInTheDocument();
});

test('renders the same items as cards for small screens (CSS picks one)', () => {
  renderList();
  const cards = within(screen.getByRole('list', { name: 'Vendedores' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0] as HTMLElement).getByText('Ana Souza')).toBeInTheDocument();
  expect(within(cards[0] as HTMLElement).getByRole('definition')).toHaveTextContent('ana@pagora.demo');
});

test('shows the loading text instead of the list', () => {
  renderList({ loading: true, loadingText: 'Carregando Vendedores' });
  expect(screen.getByRole('status')).toHaveTextContent('Carregando Vendedores');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('shows the error with a retry button', async () => {
  const onRetry = jest.fn();
  renderList({ error: 'Erro ao buscar dados', onRetry });
  expect(screen.getByRole('alert')).toHaveTextContent('Erro ao buscar dados');
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('shows the empty state with its action', () => {
  renderList({
    items: [],
    empty: {
      title: 'Nenhum vendedor cadastrado',
      description: 'Comece adicionando seu primeiro vendedor.',
      action: <button type="button">Adicionar Primeiro Vendedor</button>,
    },
  });
  expect(screen.getByRole('heading', { name: 'Nenhum vendedor cadastrado' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar Primeiro Vendedor' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('pages with the shared pagination, only when there is more than one page', async () => {
  const onPage = jest.fn();
  const { rerender } = renderList({ pagination: { page: 1, pageCount: 7, onPage } });
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  expect(within(nav).getAllByRole('button', { name: /^\d+$/ })).toHaveLength(5);
  await userEvent.click(within(nav).getByRole('button', { name: 'Próxima' }));
  expect(onPage).toHaveBeenCalledWith(2);

  rerender(
    <DataList
      items={sellers}
      columns={columns}
      getKey={(s) => s.id}
      renderCard={(s) => s.nome}
      empty={{ title: 'Nenhum vendedor cadastrado' }}
      pagination={{ page: 1, pageCount: 1, onPage }}
    />,
  );
  expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
});
