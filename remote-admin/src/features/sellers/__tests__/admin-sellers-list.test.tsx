import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError } from '@pagora/shared/client/testing';
import { MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import { AdminSellersPage } from '../components/admin-sellers-page';
import {
  LIST,
  clearToasts,
  demoSeller,
  listReply,
  renderPage,
  rows,
  sellerPage,
  serve,
  table,
} from './sellers-harness';

beforeEach(() => signInAs('admin'));
afterEach(() => {
  clearToasts();
  signOut();
});

test('shows Carregando Vendedores, then the operator table with 10 per page from the server', async () => {
  const api = serve(listReply(sellerPage([demoSeller(1), demoSeller(2)], 12)));
  renderPage(AdminSellersPage);
  expect(screen.getByRole('heading', { name: 'Vendedores' })).toBeInTheDocument();
  expect(screen.getByText('Carregando Vendedores')).toBeInTheDocument();

  await screen.findByRole('table');
  expect(
    table()
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Vendedor', 'ID referência do documento', 'Email', 'ID Marketplace', 'Ações']);
  expect(rows()).toHaveLength(2);
  expect(rows()[0]).toHaveTextContent('Vendedor 1');
  // Issue 41: the provider's id only in a detail for support, labelled as the provider's.
  expect(screen.queryByText(/ID Zoop #/)).not.toBeInTheDocument();
  expect(within(rows()[0]!).getByText('Detalhes para suporte')).toBeInTheDocument();
  expect(within(rows()[0]!).getByText('ID na Zoop (suporte): zoop-1')).toBeInTheDocument();
  expect(rows()[0]).toHaveTextContent('seller-1');
  expect(rows()[0]).toHaveTextContent(MARKETPLACE_IDS[0] ?? '');
  expect(screen.getByText('12 vendedor(es)')).toBeInTheDocument();
  // The cards of small screens carry the same sellers.
  expect(within(screen.getByRole('list', { name: 'Vendedores' })).getAllByRole('listitem')).toHaveLength(2);
  expect(api.callsTo(LIST)[0]?.params).toEqual({ page: 1, pageSize: 10 });
});

test('an error offers a retry that loads the list', async () => {
  const user = userEvent.setup();
  let fail = true;
  serve(() => (fail ? serverError('Falha no servidor') : listReply(sellerPage([demoSeller(1)]))()));
  renderPage(AdminSellersPage);
  expect(await screen.findByText('Falha no servidor')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('with no sellers it offers to add the first one', async () => {
  const user = userEvent.setup();
  serve(listReply(sellerPage([])));
  renderPage(AdminSellersPage);
  expect(await screen.findByText('Nenhum vendedor cadastrado')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Adicionar Primeiro Vendedor' }));
  expect(screen.getByRole('dialog', { name: 'Adicionar Vendedor' })).toBeInTheDocument();
});

test('the search goes to the server, counts the matches and clears', async () => {
  const user = userEvent.setup();
  const api = serve(({ params }) =>
    listReply(
      params.q === 'ana'
        ? sellerPage([demoSeller(3)])
        : params.q
          ? sellerPage([])
          : sellerPage([demoSeller(1), demoSeller(2)]),
    )(),
  );
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  const search = screen.getByPlaceholderText('Buscar por nome, email ou ID...');
  await user.type(search, 'ana');
  expect(await screen.findByText('1 vendedor(es) encontrado(s) para "ana"')).toBeInTheDocument();
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 1, pageSize: 10, q: 'ana' });
  // One request per pause in typing, not one per key.
  expect(api.callsTo(LIST).filter((c) => c.params.q)).toHaveLength(1);

  await user.type(search, 'x');
  expect(await screen.findByText('Nenhum vendedor encontrado')).toBeInTheDocument();
  // The header's button and the empty state's.
  expect(screen.getAllByRole('button', { name: 'Adicionar Vendedor' })).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Limpar Busca' }));
  expect(search).toHaveValue('');
  expect(await screen.findByText('2 vendedor(es)')).toBeInTheDocument();

  await user.type(search, 'ana');
  await screen.findByText('1 vendedor(es) encontrado(s) para "ana"');
  await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
  expect(await screen.findByText('2 vendedor(es)')).toBeInTheDocument();
});

test('pages come from the server total', async () => {
  const user = userEvent.setup();
  const api = serve(({ params }) =>
    listReply(sellerPage([demoSeller(Number(params.page) * 10)], 25, Number(params.page)))(),
  );
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  const pages = within(screen.getByRole('navigation', { name: 'Paginação' }));
  expect(pages.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Anterior',
    '1',
    '2',
    '3',
    'Próxima',
  ]);
  await user.click(pages.getByRole('button', { name: '2' }));
  expect(await screen.findByText('Vendedor 20', { selector: 'strong' })).toBeInTheDocument();
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 2, pageSize: 10 });
});

test('the marketplace filter lists the marketplaces and narrows the list on the server', async () => {
  const user = userEvent.setup();
  const api = serve(listReply(sellerPage([demoSeller(1)])));
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  const filter = screen.getByRole('combobox', { name: 'Marketplace' });
  await waitFor(() =>
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os marketplaces', 'Loja Alfa', 'Loja Beta']),
  );
  await user.selectOptions(filter, 'Loja Beta');
  await waitFor(() =>
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({
      page: 1,
      pageSize: 10,
      marketplaceId: MARKETPLACE_IDS[1],
    }),
  );
});

test("each seller shows its registration at the provider in words: 'Em análise', 'Ativo' or 'Recusado'", async () => {
  serve(
    listReply(
      sellerPage(
        [
          demoSeller(1, { provider_status: 'pending' }),
          demoSeller(2, { provider_status: 'active' }),
          demoSeller(3, { provider_status: 'denied' }),
        ],
        3,
      ),
    ),
  );
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  expect(within(rows()[0]!).getByLabelText('Cadastro no provedor: Em análise')).toHaveTextContent(
    'Em análise',
  );
  expect(within(rows()[1]!).getByLabelText('Cadastro no provedor: Ativo')).toBeInTheDocument();
  expect(within(rows()[2]!).getByLabelText('Cadastro no provedor: Recusado')).toBeInTheDocument();
});
