import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf, serverError } from '@pagora/shared/client/testing';
import { sellersContract } from '@pagora/shared/contracts';
import { MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import {
  LIST,
  clearToasts,
  dialog,
  listReply,
  renderPage,
  rows,
  serve,
  summary,
  table,
} from './marketplaces-harness';

afterEach(() => {
  clearToasts();
  signOut();
});

test("shows 'Carregando Marketplaces' while the list loads", async () => {
  signInAs('admin');
  serve(() => new Promise(() => undefined));
  renderPage();
  expect(await screen.findByText('Carregando Marketplaces')).toBeInTheDocument();
});

test('an error offers a retry that asks again', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve((request) =>
    api.callsTo(LIST).length === 1 ? serverError() : listReply([summary(1)])(request),
  );
  renderPage();
  expect(
    await screen.findByText('Erro interno no servidor. Tente novamente mais tarde.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table', { name: 'Marketplaces' })).toBeInTheDocument();
  expect(api.callsTo(LIST)).toHaveLength(2);
});

test('an empty list says so and offers the add', async () => {
  signInAs('admin');
  serve(listReply([]));
  renderPage();
  expect(await screen.findByText('Nenhum marketplace cadastrado')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Adicionar Marketplace' }).length).toBeGreaterThan(0);
});

test('the table, 10 per page, and the search on name, email or id: both asked of the server', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const items = [summary(1), summary(2), ...Array.from({ length: 10 }, (_, i) => summary(i + 3))];
  const api = serve(listReply(items));
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  expect(
    table()
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Nome', 'ID referência do documento', 'Email', 'Vendedores', 'Ações']);
  expect(rows()).toHaveLength(10);
  expect(within(rows()[0]!).getByText(MARKETPLACE_IDS[0]!)).toBeInTheDocument();
  expect(within(rows()[0]!).getByText('7')).toBeInTheDocument();
  expect(screen.getByText('12 marketplace(s)')).toBeInTheDocument();
  expect(api.callsTo(LIST)[0]?.params).toEqual({ page: 1, pageSize: 10 });
  await user.click(screen.getByRole('button', { name: 'Próxima' }));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 2, pageSize: 10 });

  await user.type(screen.getByRole('searchbox', { name: 'Buscar marketplaces' }), 'MK2@');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(within(rows()[0]!).getByText('Loja Beta')).toBeInTheDocument();
  expect(screen.getByText(/1 marketplace\(s\)/)).toBeInTheDocument();
  // The search went to the server, from page 1: the screen never holds the whole list.
  expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 1, pageSize: 10, q: 'MK2@' });

  await user.clear(screen.getByRole('searchbox', { name: 'Buscar marketplaces' }));
  await user.type(screen.getByRole('searchbox', { name: 'Buscar marketplaces' }), 'nada');
  expect(await screen.findByText('Nenhum marketplace encontrado')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Limpar Busca' }));
  await waitFor(() => expect(rows()).toHaveLength(10));
});

test("a marketplace's sellers open in a modal", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const id = MARKETPLACE_IDS[0]!;
  const api = serve(listReply([summary(1)]), {
    [`GET /marketplace-list-seller/${id}`]: () =>
      answerOf(sellersContract.marketplaceSellers, { dados: [], total: 0, page: 1, pageSize: 10 }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Vendedores de Loja Alfa' }));
  const m = dialog('Vendedores de Loja Alfa');
  expect(await m.findByText('Nenhum vendedor encontrado')).toBeInTheDocument();
  expect(api.callsTo(`GET /marketplace-list-seller/${id}`)).toHaveLength(1);

  // 'Adicionar Vendedor' opens the sellers screen's add form with this marketplace chosen.
  await user.click(m.getByRole('button', { name: 'Adicionar Vendedor' }));
  expect(await screen.findByRole('status', { name: 'Página aberta' })).toHaveTextContent(
    `/admin/sellers?marketplaceId=${id}&novo=1`,
  );
});

test("a seller removed from the marketplace's list: asks first, then 'Seller excluído com sucesso!'", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const id = MARKETPLACE_IDS[0]!;
  const seller = {
    id: 'seller-1',
    id_seller: 'zoop-1',
    marketplaceId: id,
    marketplace: { id, nome: 'Loja Alfa' },
    cliente: {
      id: 'user-seller-1',
      nome: 'Vendedor 1',
      email: 'v1@pagora.demo',
      cpf_cnpj: '52998224725',
      contactPerson: '',
      phone: '',
      website: '',
      id_juros: null,
      taxa_padrao: 0,
      taxa_repasse_juros: 0,
      address: {
        street: '',
        number: '',
        complement: '',
        neighborhood: '',
        city: '',
        state: '',
        zipCode: '',
        country: 'Brasil',
      },
    },
    createdAt: '2026-03-01T12:00:00.000Z',
    provider_status: 'active' as const,
  };
  const SELLERS = `GET /marketplace-list-seller/${id}`;
  const REMOVE = 'DELETE /marketplace-seller/seller-1/user-seller-1';
  const api = serve(listReply([summary(1)]), {
    [SELLERS]: () =>
      answerOf(sellersContract.marketplaceSellers, { dados: [seller], total: 1, page: 1, pageSize: 10 }),
    [REMOVE]: () => answerOf(sellersContract.removeSeller, { message: 'ok', dados: true }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Vendedores de Loja Alfa' }));
  const m = dialog('Vendedores de Loja Alfa');
  const sellers = within(await m.findByRole('table', { name: 'Vendedores do marketplace' }));
  // Issue 41: the seller by name and e-mail; its provider id only folded away, labelled as Zoop's.
  expect(sellers.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Vendedor',
    'Email',
    'Ações',
  ]);
  expect(sellers.queryByText(/ID Zoop|seller-1/)).not.toBeInTheDocument();
  expect(sellers.getByText('ID na Zoop (suporte)').closest('details')).toHaveTextContent('zoop-1');
  await user.click(
    within(m.getByRole('table', { name: 'Vendedores do marketplace' })).getByRole('button', {
      name: 'Remover Vendedor 1',
    }),
  );
  const confirm = dialog('Confirmar Exclusão');
  expect(confirm.getByText('Tem certeza que deseja remover este vendedor?')).toBeInTheDocument();
  const calls = api.callsTo(SELLERS).length;
  await user.click(confirm.getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Seller excluído com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(REMOVE)).toHaveLength(1);
  await waitFor(() => expect(api.callsTo(SELLERS).length).toBeGreaterThan(calls));
  expect(await screen.findByRole('dialog', { name: 'Vendedores de Loja Alfa' })).toBeInTheDocument();
});
