/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListState, type ListStateOptions } from '../index';

type Filters = { status: string };

function setup(options: ListStateOptions<Filters>, url = '/clients') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListState<Filters>(options), location: useLocation() }), { wrapper });
}

test('typing a search or changing a filter goes back to page 1', () => {
  const { result } = setup({ filters: { status: 'all' } });
  expect(result.current.list).toMatchObject({
    search: '',
    page: 1,
    pageSize: 10,
    filters: { status: 'all' },
  });
  act(() => result.current.list.setPage(3));
  act(() => result.current.list.setSearch('ana'));
  expect(result.current.list).toMatchObject({ search: 'ana', page: 1, isFiltered: true });
  act(() => result.current.list.setPage(2));
  act(() => result.current.list.setFilter('status', 'ativo'));
  expect(result.current.list).toMatchObject({ page: 1, filters: { status: 'ativo' } });
  act(() => result.current.list.reset());
  expect(result.current.list).toMatchObject({ search: '', filters: { status: 'all' }, isFiltered: false });
});

test('without syncToUrl the URL is left alone (and no router is needed)', () => {
  const { result } = setup({ filters: { status: 'all' } });
  act(() => result.current.list.setSearch('ana'));
  expect(result.current.location.search).toBe('');
  const bare = renderHook(() => useListState());
  act(() => bare.result.current.setPage(2));
  expect(bare.result.current.page).toBe(2);
});

test('pages: from a server total, or by slicing a client-side list', () => {
  const { result } = setup({ pageSize: 10 });
  expect(result.current.list.pageCountFor(0)).toBe(1);
  expect(result.current.list.pageCountFor(21)).toBe(3);
  const items = Array.from({ length: 23 }, (_, i) => i + 1);
  act(() => result.current.list.setPage(3));
  expect(result.current.list.paginate(items)).toEqual({ rows: [21, 22, 23], page: 3, pageCount: 3 });
  // The list shrank (a delete, a search): the last page that exists is shown.
  expect(result.current.list.paginate(items.slice(0, 12))).toMatchObject({ rows: [11, 12], page: 2 });
});

test('with syncToUrl the state is read from and written to the query string', () => {
  const { result } = setup(
    { filters: { status: 'all' }, syncToUrl: true },
    '/planos?q=ouro&page=2&status=ativo&tab=x',
  );
  expect(result.current.list).toMatchObject({ search: 'ouro', page: 2, filters: { status: 'ativo' } });

  act(() => result.current.list.setPage(4));
  expect(new URLSearchParams(result.current.location.search).get('page')).toBe('4');

  act(() => result.current.list.setSearch('prata'));
  expect(result.current.location.search).toBe('?q=prata&status=ativo&tab=x');

  act(() => result.current.list.setFilter('status', 'all'));
  act(() => result.current.list.setPageSize(25));
  expect(result.current.location.search).toBe('?q=prata&tab=x&pageSize=25');
  expect(result.current.list.pageSize).toBe(25);
});

test('a broken page number in the URL falls back to page 1', () => {
  const { result } = setup({ syncToUrl: true }, '/planos?page=-3');
  expect(result.current.list.page).toBe(1);
});
