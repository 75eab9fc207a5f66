import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import {
  linksContract,
  recurrencePlansContract,
  type RecurrencePlan,
  marketplacesContract,
} from '@pagora/shared/contracts';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import { PlansPage } from '../components/plans-page';

function plan(n: number, patch: Partial<RecurrencePlan> = {}): RecurrencePlan {
  return {
    id: `plano-${n}`,
    id_zoop_plano_assinatura: '',
    nome: `Plano ${n}`,
    description: 'Mensalidade',
    amount: 4990,
    frequency: 'mensal',
    interval: 1,
    payment_methods: ['credit'],
    boleto: null,
    status: 'ativo',
    createdAt: '2026-03-01T12:00:00.000Z',
    cliente_id: 'user-seller',
    marketplaceId: 'mk-1',
    proprio: true,
    ...patch,
  };
}
const page = (dados: RecurrencePlan[]) => () =>
  answerOf(recurrencePlansContract.list, { dados, total: dados.length, page: 1, pageSize: 10 });

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderWithData(
    <MemoryRouter initialEntries={['/planos']}>
      <PlansPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}
const table = () => within(screen.getByRole('table'));

jest.setTimeout(30_000);
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test("a seller's plans by name (the provider id only as support's detail), amount, badge; add sends exact cents", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const api = render({
    'GET /planos/cliente/user-seller': page([plan(1), plan(3, { id_zoop_plano_assinatura: 'zp-plan-3' })]),
    'POST /planos': () => answerOf(recurrencePlansContract.create, { message: 'ok', dados: plan(2) }),
  });
  expect(screen.getByRole('heading', { name: 'Gerenciamento de Planos de Recorrência' })).toBeInTheDocument();
  await screen.findByRole('table');
  const row = table().getAllByRole('row')[1]!;
  // Issue 41: no 'ID Zoop' column nor 'Sem ID Zoop'; a provider id is folded under the name.
  expect(table().queryByRole('columnheader', { name: 'ID Zoop' })).not.toBeInTheDocument();
  expect(table().queryByText(/ID Zoop/)).not.toBeInTheDocument();
  const withId = within(table().getAllByRole('row')[2]!);
  expect(withId.getByText('ID na Zoop (suporte)').closest('details')).toHaveTextContent('zp-plan-3');
  expect(within(row).queryByText('ID na Zoop (suporte)')).not.toBeInTheDocument();
  expect(row).toHaveTextContent(/R\$\s49,90/);
  expect(row).toHaveTextContent('Ativo');
  await user.click(screen.getByRole('button', { name: 'Criar Plano' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Plano de Recorrência' }));
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await modal.findByText('Nome é obrigatório')).toBeInTheDocument();
  await user.type(modal.getByLabelText('Nome *'), 'Anual');
  await user.type(modal.getByLabelText('Valor (R$) *'), '1.234,56');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Plano adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /planos')[0]?.body).toMatchObject({
    nome: 'Anual',
    amount: 123_456,
    frequency: 'mensal',
    interval: 1,
    payment_methods: ['credit'],
  });
});

test("delete: 'Confirmar Exclusão' with 'Excluir Plano'; the 409 of a plan with subscriptions is the toast", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const message =
    'Este plano tem assinaturas ativas e não pode ser excluído. Desative-o para não aceitar novas assinaturas.';
  render({
    'GET /planos/cliente/user-seller': page([plan(1)]),
    'DELETE /planos/plano-1': () => ({ status: 409, data: { message, code: 'plan_has_subscriptions' } }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Plano 1' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Confirmar Exclusão' }));
  expect(
    confirm.getByText('Tem certeza que deseja excluir este plano? Esta ação não pode ser desfeita.'),
  ).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Excluir Plano' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test("an admin: 'Todos os Links de Pagamento', marketplace and seller filters sent to the server, no create or reload; empty 'Nenhum Plano Encontrado'", async () => {
  const MARKETPLACE = '11111111-1111-4111-8111-111111111111';
  const SELLER = '22222222-2222-4222-8222-222222222222';
  const user = userEvent.setup();
  signInAs('admin');
  const api = render({
    'GET /planos/cliente/user-admin': page([]),
    'GET /marketplaces': () =>
      answerOf(marketplacesContract.list, {
        dados: [
          {
            id: MARKETPLACE,
            cliente: { id: 'u-m', nome: 'Mercado Central', email: 'm@exemplo.com.br', status: 'ativo' },
            quantidade_vendedores: 1,
            total_faturado: 0,
            total_faturado_cents: 0,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 500,
      }),
    'GET /payment-filters': () =>
      answerOf(linksContract.filters, {
        marketplaces: [],
        sellers: [{ id: SELLER, nome: 'Ana Artesanato', marketplaceId: MARKETPLACE }],
      }),
  });
  expect(screen.getByRole('heading', { name: 'Todos os Links de Pagamento' })).toBeInTheDocument();
  expect(await screen.findByText('Nenhum Plano Encontrado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar Plano' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recarregar Dados' })).not.toBeInTheDocument();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Marketplace' }), 'Mercado Central');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Vendedor' }), 'Ana Artesanato');
  await waitFor(() =>
    expect(api.callsTo('GET /planos/cliente/user-admin').at(-1)?.params).toEqual({
      page: 1,
      pageSize: 10,
      marketplaceId: MARKETPLACE,
      sellerId: SELLER,
    }),
  );
});

test("loading, then the fetch error 'Erro ao buscar assinaturas' with a retry that loads the list", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  let fail = true;
  render({
    'GET /planos/cliente/user-seller': () => (fail ? { status: 500, data: {} } : page([plan(1)])()),
  });
  expect(screen.getByText('Carregando planos...')).toBeInTheDocument();
  expect(await screen.findByText('Erro ao buscar assinaturas')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table')).toHaveTextContent('Plano 1');
});

test("the server's own message is shown when the list fails with one", async () => {
  signInAs('seller');
  render({ 'GET /planos/cliente/user-seller': () => serverError('Banco indisponível') });
  expect(await screen.findByText('Banco indisponível')).toBeInTheDocument();
});

test("'Editar Plano': filled from the row, status Ativo or Inativo only, the edit sent and its toast", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const api = render({
    'GET /planos/cliente/user-seller': page([
      plan(1, { status: 'pendente', frequency: 'diario', interval: 7 }),
    ]),
    'PUT /planos/plano-1': () =>
      answerOf(recurrencePlansContract.update, { message: 'ok', dados: plan(1, { status: 'inativo' }) }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Plano 1' }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Plano' }));
  expect(modal.getByLabelText('Nome *')).toHaveValue('Plano 1');
  expect(modal.getByLabelText('Valor (R$) *')).toHaveValue('49,90');
  expect(modal.getByLabelText('Intervalo *')).toHaveValue('7');
  expect(modal.getByLabelText('Frequência')).toHaveValue('diario');
  const status = modal.getByLabelText('Status');
  // A pending plan opens as Ativo: editing offers only Ativo or Inativo (spec 001 section 4).
  expect(status).toHaveValue('ativo');
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Ativo', 'Inativo']);
  await user.selectOptions(status, 'Inativo');
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Plano atualizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('PUT /planos/plano-1')[0]?.body).toMatchObject({
    nome: 'Plano 1',
    amount: 4990,
    frequency: 'diario',
    interval: 7,
    status: 'inativo',
  });
});

test("a refused edit shows 'Erro ao atualizar plano' and keeps the modal open", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  render({
    'GET /planos/cliente/user-seller': page([plan(1)]),
    'PUT /planos/plano-1': () => ({ status: 500, data: {} }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Plano 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Editar Plano' });
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao atualizar plano')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
});

test("a plan the caller only reads (a seller's, seen by its marketplace) has no edit or delete", async () => {
  signInAs('marketplace');
  render({ 'GET /planos/cliente/user-marketplace': page([plan(1, { proprio: false })]) });
  await screen.findByRole('table');
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
});

test("a support member (no 'sell') reads the seller's plans: no 'Criar Plano', no edit or delete", async () => {
  signInAsMember('seller', 'support');
  render({ 'GET /planos/cliente/user-seller': page([plan(1)]) });
  await screen.findByRole('table');
  expect(table().getByText('Plano 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar Plano' })).not.toBeInTheDocument();
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  expect(table().queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
});
