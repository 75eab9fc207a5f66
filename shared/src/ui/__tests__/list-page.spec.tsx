/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ListPage, useResourceList, type ListQuery, type ResourceList } from '../index';

type Row = { id: string; nome: string };
const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, nome: `Item ${from + i}` }));

function query(patch: Partial<ListQuery<Row>> = {}): ListQuery<Row> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isFetching: false,
    refetch: jest.fn(),
    ...patch,
  };
}

let resource: ResourceList<{ status: string }>;
function Screen({ q }: { q: ListQuery<Row> }) {
  resource = useResourceList({ filters: { status: '' } });
  return (
    <ListPage
      resource={resource}
      query={q}
      header={{ title: 'Itens', create: { label: 'Criar Item', onClick: () => undefined } }}
      search={{ placeholder: 'Buscar itens...', label: 'Buscar itens' }}
      noun="item(ns)"
      columns={[{ key: 'nome', header: 'Nome', render: (r) => r.nome }]}
      getKey={(r) => r.id}
      renderCard={(r) => r.nome}
      caption="Itens"
      loadingText="Carregando itens..."
      errorText="Erro ao buscar itens"
      empty={{ title: 'Nenhum item encontrado' }}
    />
  );
}
const show = (q: ListQuery<Row>, url = '/itens') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Screen q={q} />
    </MemoryRouter>,
  );

test('loading, then the count line and the rows; the header reloads the query', async () => {
  const loading = show(query({ isPending: true }));
  expect(screen.getByText('Carregando itens...')).toBeInTheDocument();
  loading.unmount();
  const q = query({ data: { dados: rows(3), total: 3 } });
  show(q);
  expect(screen.getByRole('heading', { level: 1, name: 'Itens' })).toBeInTheDocument();
  expect(screen.getByText('3 item(ns)')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Itens' })).getAllByRole('row')).toHaveLength(4);
  await userEvent.click(screen.getByRole('button', { name: 'Recarregar Dados' }));
  expect(q.refetch).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
});

test("the error says the server's reason or the list's own text, and retries", async () => {
  const q = query({ isError: true, error: new Error('x') });
  show(q);
  expect(screen.getByRole('alert')).toHaveTextContent('Erro ao buscar itens');
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(q.refetch).toHaveBeenCalledTimes(1);
});

test('the empty state, and pages from the server total; the search is in the params', async () => {
  const empty = show(query({ data: { dados: [], total: 0 } }));
  expect(screen.getByText('Nenhum item encontrado')).toBeInTheDocument();
  empty.unmount();
  show(query({ data: { dados: rows(10), total: 25 } }), '/itens?page=3&q=ana');
  expect(resource.params).toEqual({ page: 3, pageSize: 10, q: 'ana' });
  expect(screen.getByText('25 item(ns) encontrado(s) para "ana"')).toBeInTheDocument();
  const pages = within(screen.getByRole('navigation', { name: 'Paginação' }));
  expect(pages.getAllByRole('button', { name: /^[0-9]$/ }).map((b) => b.textContent)).toEqual([
    '1',
    '2',
    '3',
  ]);
  await userEvent.click(pages.getByRole('button', { name: '2' }));
  expect(resource.params.page).toBe(2);
});

test('removing the last row of a page past the first goes back a page; any other row stays', () => {
  show(query({ data: { dados: rows(1, 11), total: 11 } }), '/itens?page=2');
  act(() => resource.afterRemove(2));
  expect(resource.list.page).toBe(2);
  act(() => resource.afterRemove(1));
  expect(resource.list.page).toBe(1);
  act(() => resource.afterRemove(1));
  expect(resource.list.page).toBe(1);
});
