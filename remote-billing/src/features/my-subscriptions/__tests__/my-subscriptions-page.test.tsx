import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import { answerOf, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { billingContract } from '@pagora/shared/contracts';
import { useSession } from '@pagora/shared/client';
import { signOut } from '../../../testing/session';
import {
  CARDS,
  SUBSCRIPTIONS,
  card,
  cardsAnswer,
  renderMySubscriptions,
  signInAsCustomer,
  subscription,
  subscriptionsAnswer,
  tableOf,
  uuid,
} from './render-my-subscriptions';

jest.setTimeout(30_000);
beforeEach(signInAsCustomer);
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

/** A summary card's value: the card's text after its title. */
const figure = (title: string) => screen.getByRole('group', { name: title }).textContent?.replace(title, '');

test('the summary counts by status and sums the active amounts exactly; one badge per status', async () => {
  renderMySubscriptions({
    [SUBSCRIPTIONS]: subscriptionsAnswer([
      subscription(1, { amount: 0.1, amount_cents: 10 }),
      subscription(2, { amount: 0.2, amount_cents: 20 }),
      subscription(3, { amount: 1234.56, amount_cents: 123_456 }),
      subscription(4, { status: 'vencida', amount_cents: 9999 }),
      subscription(5, { status: 'pendente', amount_cents: 5000 }),
      subscription(6, { status: 'inativa', amount_cents: 700 }),
    ]),
  });
  expect(screen.getByRole('heading', { name: 'Minhas Assinaturas' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Minhas assinaturas' });
  expect(figure('Total Assinaturas')).toBe('6');
  expect(figure('Assinaturas Ativas')).toBe('3');
  expect(figure('Assinaturas Vencidas')).toBe('1');
  expect(figure('Valor Total')).toMatch(/^R\$\s1\.234,86$/);
  const statuses = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
  expect(statuses).toEqual(['Ativo', 'Ativo', 'Ativo', 'Vencido', 'Pendente', 'Inativo']);
  expect(within(table).getAllByRole('row')[3]).toHaveTextContent(/R\$\s1\.234,56/);
});

test('the plan and the seller are named, never shown as raw ids', async () => {
  renderMySubscriptions({
    [SUBSCRIPTIONS]: subscriptionsAnswer([
      subscription(1, {
        plano: { nome: 'Clube do Café', description: 'Café do mês', status: 'ativo' },
        vendedor: { nome: 'Ana Souza Artesanato' },
      }),
    ]),
  });
  const table = await screen.findByRole('table', { name: 'Minhas assinaturas' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Descrição', 'Plano', 'Vendedor', 'Vencimento', 'Status', 'Valor', 'Ações']);
  const row = within(table).getAllByRole('row')[1]!;
  expect(within(row).getByRole('cell', { name: 'Clube do Café' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'Ana Souza Artesanato' })).toBeInTheDocument();
  expect(table).not.toHaveTextContent('plano-1');
  expect(table).not.toHaveTextContent('seller-1');
  expect(screen.queryByText(/Plano ID|Vendedor ID/)).not.toBeInTheDocument();
});

test("the error state 'Erro ao buscar assinaturas', and the empty list", async () => {
  const user = userEvent.setup();
  let fail = true;
  renderMySubscriptions({
    [SUBSCRIPTIONS]: () => (fail ? serverError('boom') : subscriptionsAnswer([])()),
  });
  expect(await screen.findByText('Erro ao buscar assinaturas')).toBeInTheDocument();
  expect(figure('Total Assinaturas')).toBe('—');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhuma assinatura encontrada')).toBeInTheDocument();
});

test('paying: a double click is one payment with one key; a payment still running ends on paid, not an error', async () => {
  const user = userEvent.setup();
  const PAY = `POST /assinaturas/${uuid(4)}/pagar`;
  const keys: unknown[] = [];
  const replies = [
    {
      status: 409,
      data: { message: 'Pagamento já em andamento.', code: 'payment_in_flight' },
    },
    answerOf(billingContract.pay, { message: 'Pagamento realizado com sucesso!', status: 'ativo' }),
  ];
  const pay: FakeHandler = ({ config }) => {
    keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
    return replies.shift()!;
  };
  const api = renderMySubscriptions({
    [SUBSCRIPTIONS]: subscriptionsAnswer([
      subscription(1),
      subscription(4, {
        status: 'vencida',
        descricao: 'Academia',
        em_aberto: { id: 'charge-1', amount_cents: 8990, vencimento: '2026-03-10', boleto: null },
      }),
    ]),
    [CARDS]: cardsAnswer([card(1, { principal: true }), card(2, { bandeira: 'Mastercard' })]),
    [PAY]: pay,
  });
  const table = tableOf('Minhas assinaturas');
  await screen.findByRole('table', { name: 'Minhas assinaturas' });
  expect(table().queryByRole('button', { name: 'Pagar Assinatura 1' })).not.toBeInTheDocument();
  await user.click(table().getByRole('button', { name: 'Pagar Academia' }));
  const modal = within(screen.getByRole('dialog', { name: 'Realizar Pagamento' }));
  expect(modal.getByText('Academia')).toBeInTheDocument();
  expect(modal.getByText('10/03/2026')).toBeInTheDocument();
  const submit = modal.getByRole('button', { name: /^Pagar R\$\s89,90$/ });
  expect(await modal.findByRole('radio', { name: /1001/ })).toBeChecked();
  await user.click(await modal.findByRole('radio', { name: /Mastercard •••• •••• •••• 1002/ }));
  await user.dblClick(submit);
  expect(
    await screen.findByText('Pagamento realizado com sucesso!', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Pagamento já em andamento.')).not.toBeInTheDocument();
  expect(api.callsTo(PAY).map((c) => c.body)).toEqual([{ cardId: uuid(102) }, { cardId: uuid(102) }]);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(SUBSCRIPTIONS)).toHaveLength(2));
});

test("a declined card shows the server's reason; the next try is a new payment, as is a new opening", async () => {
  const user = userEvent.setup();
  const PAY = `POST /assinaturas/${uuid(1)}/pagar`;
  const declined = 'Pagamento recusado pelo emissor do cartão. Tente outro cartão.';
  const keys: unknown[] = [];
  renderMySubscriptions({
    [SUBSCRIPTIONS]: subscriptionsAnswer([
      subscription(1, {
        em_aberto: { id: 'charge-1', amount_cents: 4990, vencimento: '2026-04-10', boleto: null },
      }),
    ]),
    [CARDS]: cardsAnswer([card(1, { principal: true })]),
    [PAY]: ({ config }) => {
      keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
      return { status: 402, data: { message: declined, code: 'card_declined' } };
    },
  });
  const table = tableOf('Minhas assinaturas');
  await screen.findByRole('table', { name: 'Minhas assinaturas' });
  await user.click(table().getByRole('button', { name: 'Pagar Assinatura 1' }));
  let modal = within(screen.getByRole('dialog', { name: 'Realizar Pagamento' }));
  await user.click(await modal.findByRole('radio', { name: /1001/ }));
  await user.click(modal.getByRole('button', { name: /^Pagar R\$/ }));
  expect(await screen.findByText(declined)).toBeInTheDocument();
  await user.click(modal.getByRole('button', { name: /^Pagar R\$/ }));
  await waitFor(() => expect(keys).toHaveLength(2));
  await user.click(modal.getByRole('button', { name: 'Cancelar' }));
  await user.click(table().getByRole('button', { name: 'Pagar Assinatura 1' }));
  modal = within(screen.getByRole('dialog', { name: 'Realizar Pagamento' }));
  await user.click(await modal.findByRole('radio', { name: /1001/ }));
  await user.click(modal.getByRole('button', { name: /^Pagar R\$/ }));
  await waitFor(() => expect(keys).toHaveLength(3));
  expect(new Set(keys).size).toBe(3);
});

test("'Realizar Pagamento' preselects the card the server marks principal, whatever its place", async () => {
  const user = userEvent.setup();
  const PAY = `POST /assinaturas/${uuid(1)}/pagar`;
  const api = renderMySubscriptions({
    [SUBSCRIPTIONS]: subscriptionsAnswer([
      subscription(1, {
        em_aberto: { id: 'charge-1', amount_cents: 4990, vencimento: '2026-04-10', boleto: null },
      }),
    ]),
    [CARDS]: cardsAnswer([card(1), card(2, { bandeira: 'Mastercard', principal: true })]),
    [PAY]: () =>
      answerOf(billingContract.pay, { message: 'Pagamento realizado com sucesso!', status: 'ativo' }),
  });
  const table = tableOf('Minhas assinaturas');
  await screen.findByRole('table', { name: 'Minhas assinaturas' });
  await user.click(table().getByRole('button', { name: 'Pagar Assinatura 1' }));
  const modal = within(screen.getByRole('dialog', { name: 'Realizar Pagamento' }));
  expect(await modal.findByRole('radio', { name: /Mastercard .*1002/ })).toBeChecked();
  expect(modal.getByRole('radio', { name: /1001/ })).not.toBeChecked();
  await user.click(modal.getByRole('button', { name: /^Pagar R\$/ }));
  expect(await screen.findByText('Pagamento realizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(PAY).map((c) => c.body)).toEqual([{ cardId: uuid(102) }]);
});

test('a customer who has not confirmed its e-mail is told so, and nothing is asked of the server', async () => {
  const user = useSession.getState().user;
  if (!user) throw new Error('signed in');
  useSession
    .getState()
    .signIn({ user: { ...user, emailVerified: false }, token: 'token-customer', settings: null });
  const asked: string[] = [];
  const record: FakeHandler = ({ config }) => {
    asked.push(String(config.url));
    return { status: 200, data: { dados: [] } };
  };
  renderMySubscriptions({ [SUBSCRIPTIONS]: record, [CARDS]: record });
  expect(await screen.findByRole('status')).toHaveTextContent('Confirme seu email para ver seus pagamentos');
  expect(screen.queryByText('Erro ao buscar assinaturas')).toBeNull();
  expect(asked).toEqual([]);
});
