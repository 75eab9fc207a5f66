import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf, serverError } from '@pagora/shared/client/testing';
import { interestPlansContract, sellersContract } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import { AdminSellersPage } from '../components/admin-sellers-page';
import { MarketplaceSellersPage } from '../components/marketplace-sellers-page';
import {
  CPF,
  LIST,
  clearToasts,
  demoSeller,
  dialog,
  listReply,
  loginIdOf,
  renderPage,
  rows,
  sellerPage,
  serve,
  table,
} from './sellers-harness';

const UPDATE = 'PUT /seller/seller-1';
const PLAN_OWN = '7a000000-0000-4000-8000-000000000001';
const PLAN_PROMO = '7a000000-0000-4000-8000-000000000002';
const removed = () => answerOf(sellersContract.removeSeller, { message: 'ok', dados: true });

afterEach(() => {
  clearToasts();
  signOut();
});

test('edit is pre-filled, locks the id and saves without a password', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply(sellerPage([demoSeller(1)])), {
    [UPDATE]: () => answerOf(sellersContract.updateSeller, { message: 'ok', dados: demoSeller(1) }),
  });
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Vendedor 1' }));
  const m = dialog('Editar Vendedor');
  expect(m.getByLabelText('ID na Zoop (suporte)')).toBeDisabled();
  expect(m.getByLabelText('ID na Zoop (suporte)')).toHaveValue('zoop-1');
  expect(m.getByLabelText('Nova Senha (opcional)')).toHaveValue('');
  expect(m.getByLabelText('CPF/CNPJ *')).toHaveValue('529.982.247-25');
  await user.clear(m.getByLabelText('Nome *'));
  await user.type(m.getByLabelText('Nome *'), 'Vendedor Um');
  const listCalls = api.callsTo(LIST).length;
  await user.click(m.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Vendedor atualizado com sucesso!')).toBeInTheDocument();
  const body = api.callsTo(UPDATE)[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    id_seller: 'zoop-1',
    cliente_id: loginIdOf(1),
    nome: 'Vendedor Um',
    cpf_cnpj: CPF,
    phone: '(11) 98765-4321',
    taxa_padrao: 2.5,
    address: { zipCode: '01001-000', city: 'São Paulo' },
  });
  expect(body).not.toHaveProperty('password');
  expect(body).not.toHaveProperty('confirmpassword');
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
});

test("the owner's edit picks the seller's interest plan among its own, keeping a plan the seller chose", async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  const plan = (id: string, nome: string, proprio: boolean) => ({
    id,
    id_zoop: '',
    nome,
    description: '',
    status: 'ativo' as const,
    cliente_id: null,
    marketplaceId: 'mk-1',
    parcelas: [],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    em_uso: false,
    proprio,
    links_abertos: 0,
  });
  const seller = demoSeller(1, {});
  seller.cliente.id_juros = PLAN_OWN;
  const api = serve(listReply(sellerPage([seller])), {
    [UPDATE]: () => answerOf(sellersContract.updateSeller, { message: 'ok', dados: seller }),
    'GET /juros/cliente/user-marketplace': () =>
      answerOf(interestPlansContract.list, {
        dados: [plan(PLAN_PROMO, 'Promoção', true), plan(PLAN_OWN, 'Do vendedor', false)],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
  });
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Vendedor 1' }));
  const m = dialog('Editar Vendedor');
  await user.click(m.getByRole('tab', { name: 'Taxas' }));
  const field = m.getByLabelText('Plano de Juros');
  await waitFor(() => expect(within(field).getAllByRole('option')).toHaveLength(3));
  expect(
    within(field)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Padrão do marketplace', 'Plano próprio do vendedor', 'Promoção']);
  expect(field).toHaveValue(PLAN_OWN);
  await user.selectOptions(field, PLAN_PROMO);
  await user.click(m.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Vendedor atualizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(UPDATE)[0]?.body).toMatchObject({ id_juros: PLAN_PROMO });
});

test('an edit the server refuses shows the fallback toast', async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  serve(listReply(sellerPage([demoSeller(1)])), { [UPDATE]: () => ({ status: 500 }) });
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Vendedor 1' }));
  const m = dialog('Editar Vendedor');
  expect(m.queryByLabelText('Marketplace *')).not.toBeInTheDocument();
  await user.click(m.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao atualizar vendedor')).toBeInTheDocument();
});

test('admin delete asks first, then removes through /marketplace-seller and reloads', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply(sellerPage([demoSeller(1), demoSeller(2)])), {
    [`DELETE /marketplace-seller/seller-1/${loginIdOf(1)}`]: removed,
  });
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Vendedor 1' }));
  const confirm = dialog('Confirmar Exclusão');
  expect(confirm.getByText('Tem certeza que deseja remover este vendedor?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(table().getByRole('button', { name: 'Excluir Vendedor 1' }));
  const listCalls = api.callsTo(LIST).length;
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Vendedor removido com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /marketplace-seller/seller-1/${loginIdOf(1)}`)).toHaveLength(1);
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the owner removes through /marketplace-seller-remove; a failure says so', async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  const api = serve(listReply(sellerPage([demoSeller(1)])), {
    [`DELETE /marketplace-seller-remove/seller-1/${loginIdOf(1)}`]: () => ({ status: 500 }),
  });
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Vendedor 1' }));
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Erro ao remover vendedor')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /marketplace-seller-remove/seller-1/${loginIdOf(1)}`)).toHaveLength(1);
});

test("the owner's list: its own columns, a report link, 'Recarregar' and no marketplace filter", async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  let hold: ((v: ReturnType<ReturnType<typeof listReply>>) => void) | null = null;
  const api = serve(() =>
    api.callsTo(LIST).length === 1
      ? listReply(sellerPage([demoSeller(1)]))()
      : new Promise((resolve) => {
          hold = resolve;
        }),
  );
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  expect(
    table()
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Vendedor', 'Email', 'ID', 'Ações']);
  expect(within(rows()[0]!).getByRole('link', { name: 'Relatório de Vendedor 1' })).toHaveAttribute(
    'href',
    '/sellers/seller-1',
  );
  expect(screen.queryByRole('combobox', { name: 'Marketplace' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /marketplaces')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Recarregar' }));
  expect(await screen.findByRole('button', { name: 'Atualizando' })).toBeDisabled();
  expect(api.callsTo(LIST)).toHaveLength(2);
  hold!(listReply(sellerPage([demoSeller(1)]))());
  expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeEnabled();
});

test('a list error keeps the retry offered to the owner too', async () => {
  signInAs('marketplace');
  serve(() => serverError());
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  expect(
    await screen.findByText('Erro interno no servidor. Tente novamente mais tarde.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});
