import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import { answerOf, type FakeReply } from '@pagora/shared/client/testing';
import { billingContract, buyersContract } from '@pagora/shared/contracts';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import {
  BASIC_PLAN,
  BUYER,
  LIST,
  buyerRecord,
  PLAN,
  SUB,
  page,
  renderSubscriptions as render,
  subscription,
  table,
} from './render-subscriptions';

jest.setTimeout(30_000);
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test('a row: plan and buyer by name and e-mail, due date, amount, status badge and last charge', async () => {
  signInAs('seller');
  render({ [LIST]: page([subscription()]) });
  expect(screen.getByRole('heading', { name: 'Gerenciamento de Assinaturas' })).toBeInTheDocument();
  expect(screen.getByText('Carregando assinaturas...')).toBeInTheDocument();
  await screen.findByRole('table');
  const headers = table()
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual([
    'Plano',
    'Comprador',
    'Data Vencimento',
    'Valor',
    'Status',
    'Última Cobrança',
    'Forma de Pagamento',
    'Ações',
  ]);
  const cells = within(table().getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent(/^Mensal Premium$/);
  expect(cells[1]).toHaveTextContent(/^Bruna Costabruna@example\.com$/);
  expect(table().queryByText(/zoop-buyer-1|Sem ID Zoop/)).not.toBeInTheDocument();
  expect(cells[2]).toHaveTextContent('10/04/2026');
  expect(cells[3]).toHaveTextContent(/^R\$\s1\.234,56$/);
  expect(cells[4]).toHaveTextContent('Vencido');
  expect(cells[5]).toHaveTextContent('Recusada: saldo insuficiente');
  expect(screen.getByText('1 assinatura(s)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recarregar Dados' })).toBeInTheDocument();
});

test('search and status go to the server; typing goes back to page 1', async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const rows = Array.from({ length: 10 }, (_, i) =>
    subscription({ id: `${SUB.slice(0, -2)}${String(i).padStart(2, '0')}` }),
  );
  const api = render({ [LIST]: page(rows, 25) });
  await screen.findByRole('table');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: '2' }),
  );
  await waitFor(() => expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 2, pageSize: 10 }));
  await user.type(screen.getByRole('searchbox', { name: 'Buscar assinaturas' }), 'zoop-buyer');
  await waitFor(() =>
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({ page: 1, pageSize: 10, q: 'zoop-buyer' }),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Vencido');
  await waitFor(() =>
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({
      page: 1,
      pageSize: 10,
      q: 'zoop-buyer',
      status: 'vencida',
    }),
  );
});

test("'Criar Assinatura': own active plans only; each empty field says what it lacks; the amount is the plan's, exact", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([]),
    'POST /assinaturas': () =>
      answerOf(billingContract.create, { message: 'ok', dados: subscription({ status: 'pendente' }) }),
  });
  await screen.findByText('Nenhuma Assinatura encontrada');
  await user.click(screen.getByRole('button', { name: 'Criar Assinatura' }));
  const modal = within(screen.getByRole('dialog', { name: 'Criar Assinatura' }));
  // The amount is shown, never typed; the due date says what it means.
  const amount = modal.getByLabelText('Valor (R$)');
  expect(amount).toHaveAttribute('readonly');
  expect(amount).toHaveValue('');
  expect(modal.getByText(/Dia da primeira cobrança no cartão principal do comprador/)).toBeInTheDocument();
  expect(modal.getByText(/se a cobrança não for paga, a assinatura fica vencida/)).toBeInTheDocument();
  await user.click(modal.getByRole('button', { name: 'Criar' }));
  // The spec's toast sums up; under each field, which one it is.
  expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
  const planSelect = modal.getByRole('combobox', { name: 'Plano de Recorrência *' });
  const buyerSelect = modal.getByRole('combobox', { name: 'Comprador *' });
  expect(planSelect).toHaveAccessibleDescription(/Selecione o plano de recorrência\./);
  expect(buyerSelect).toHaveAccessibleDescription(/Selecione o comprador\./);
  expect(amount).toHaveAccessibleDescription(/Escolha um plano para definir o valor\./);
  expect(modal.queryByText('Preencha todos os campos obrigatórios!')).not.toBeInTheDocument();
  expect(api.callsTo('POST /assinaturas')).toHaveLength(0);
  await waitFor(() => expect(within(planSelect).getAllByRole('option')).toHaveLength(4));
  expect(within(planSelect).queryByRole('option', { name: /De outro vendedor/ })).not.toBeInTheDocument();
  expect(within(planSelect).getByRole('option', { name: /Antigo/ })).toBeDisabled();
  await user.selectOptions(planSelect, BASIC_PLAN);
  expect(amount).toHaveValue('29,90');
  await user.selectOptions(planSelect, PLAN);
  expect(amount).toHaveValue('1234,56');
  expect(amount).not.toHaveAccessibleDescription(/Escolha um plano/);
  await user.selectOptions(buyerSelect, BUYER);
  const today = (modal.getByLabelText('Data de Cobrança') as HTMLInputElement).value;
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await user.click(modal.getByRole('button', { name: 'Criar' }));
  expect(await screen.findByText('Assinatura criada com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /assinaturas')[0]?.body).toEqual({
    plano_id: PLAN,
    customer_id: BUYER,
    amount: '1234.56',
    payment_methods: ['credit'],
    data_cobranca: today,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a double-clicked 'Criar' is one subscription: one request under one Idempotency-Key, locked while it runs", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const keys: unknown[] = [];
  const answers: ((reply: FakeReply) => void)[] = [];
  render({
    [LIST]: page([]),
    'POST /assinaturas': ({ config }) => {
      keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
      return new Promise<FakeReply>((resolve) => answers.push(resolve));
    },
  });
  await screen.findByText('Nenhuma Assinatura encontrada');
  await user.click(screen.getByRole('button', { name: 'Criar Assinatura' }));
  const modal = within(screen.getByRole('dialog', { name: 'Criar Assinatura' }));
  const planSelect = modal.getByRole('combobox', { name: 'Plano de Recorrência *' });
  await waitFor(() => expect(within(planSelect).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(planSelect, PLAN);
  await user.selectOptions(modal.getByRole('combobox', { name: 'Comprador *' }), BUYER);
  await user.dblClick(modal.getByRole('button', { name: 'Criar' }));
  await waitFor(() => expect(keys).toHaveLength(1));
  expect(modal.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  act(() =>
    answers[0]!(
      answerOf(billingContract.create, { message: 'ok', dados: subscription({ status: 'pendente' }) }),
    ),
  );
  expect(await screen.findByText('Assinatura criada com sucesso!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(keys).toHaveLength(1);
});

test("'Editar Assinatura' keeps the buyer and sends PUT; a server refusal is the toast", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  let refuse = true;
  const api = render({
    [LIST]: page([subscription()]),
    [`PUT /assinaturas/${SUB}`]: () =>
      refuse
        ? {
            status: 422,
            data: { message: 'A data de cobrança não pode estar no passado.', code: 'date_past' },
          }
        : answerOf(billingContract.update, { message: 'ok', dados: subscription() }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: /^Editar/ }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Assinatura' }));
  expect(modal.getByRole('combobox', { name: 'Comprador *' })).toBeDisabled();
  // The subscription's own amount until another plan is chosen; then that plan's.
  const amount = modal.getByLabelText('Valor (R$)');
  expect(amount).toHaveValue('1234,56');
  expect(modal.getByText(/Dia da próxima cobrança/)).toBeInTheDocument();
  await waitFor(() => expect(modal.getByRole('option', { name: /Mensal Básico/ })).toBeInTheDocument());
  await user.selectOptions(modal.getByRole('combobox', { name: 'Plano de Recorrência *' }), BASIC_PLAN);
  expect(amount).toHaveValue('29,90');
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('A data de cobrança não pode estar no passado.')).toBeInTheDocument();
  refuse = false;
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Assinatura atualizada com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(`PUT /assinaturas/${SUB}`).at(-1)?.body).toEqual({
    plano_id: BASIC_PLAN,
    customer_id: BUYER,
    amount: '29.90',
    payment_methods: ['credit'],
    data_cobranca: '2026-03-10',
  });
});

test("'Excluir Assinatura' says it cancels, then DELETE and the list reloads", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([subscription()]),
    [`DELETE /assinaturas/${SUB}`]: () =>
      answerOf(billingContract.remove, { message: 'Assinatura removida com sucesso!' }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: /^Excluir/ }));
  const confirm = within(screen.getByRole('dialog', { name: 'Excluir Assinatura' }));
  expect(confirm.getByText(/nenhuma nova cobrança será feita/)).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Excluir Assinatura' }));
  expect(await screen.findByText('Assinatura removida com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /assinaturas/${SUB}`)).toHaveLength(1);
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
});

test('a cancelled subscription has no actions', async () => {
  signInAs('seller');
  render({ [LIST]: page([subscription({ status: 'cancelada' })]) });
  await screen.findByRole('table');
  expect(table().getByText('Cancelado')).toBeInTheDocument();
  expect(table().queryByRole('button')).not.toBeInTheDocument();
});

test("an admin reads every subscription: no 'Criar Assinatura', no actions", async () => {
  signInAs('admin');
  render({ [LIST]: page([subscription({ status: 'ativo' })]) });
  await screen.findByRole('table');
  expect(table().getByText('Ativo')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar Assinatura' })).not.toBeInTheDocument();
  expect(table().queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  expect(table().queryByRole('button')).not.toBeInTheDocument();
});

test("the error state 'Erro ao buscar assinaturas' retries", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  let fail = true;
  render({ [LIST]: () => (fail ? { status: 500, data: {} } : page([subscription()])()) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar assinaturas');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test("a finance member (no 'sell') reads the subscriptions: no 'Criar Assinatura', no edit or delete", async () => {
  signInAsMember('seller', 'finance');
  render({ [LIST]: page([subscription({ status: 'ativo' })]) });
  await screen.findByRole('table');
  expect(table().getByText('Ativo')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar Assinatura' })).not.toBeInTheDocument();
  expect(table().queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  expect(table().queryByRole('button')).not.toBeInTheDocument();
});

test('the buyer select names each buyer with its e-mail, never the provider id (two Diegos apart)', async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const diego = (n: string, email: string) =>
    buyerRecord({
      id: `${BUYER.slice(0, -1)}${n}`,
      nome: 'Diego Cliente',
      email,
      id_comprador: '637573746f6d',
    });
  render({
    [LIST]: page([]),
    'GET /customers/user-seller': () =>
      answerOf(buyersContract.list, {
        dados: [diego('3', 'diego@example.com'), diego('4', 'diego.souza@example.com')],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
  });
  await screen.findByText('Nenhuma Assinatura encontrada');
  await user.click(screen.getByRole('button', { name: 'Criar Assinatura' }));
  const buyers = screen.getByRole('combobox', { name: 'Comprador *' });
  await waitFor(() => expect(within(buyers).getAllByRole('option')).toHaveLength(3));
  expect(
    within(buyers)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent),
  ).toEqual(['Diego Cliente — diego@example.com', 'Diego Cliente — diego.souza@example.com']);
});
