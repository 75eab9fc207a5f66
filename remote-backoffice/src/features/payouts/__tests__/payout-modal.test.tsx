import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import { payoutsContract as c } from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError, type FakeReply } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { UUID, balance, payout, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const sacar = () => within(screen.getByRole('dialog', { name: 'Sacar' }));

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function openSacar(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Sacar' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return sacar();
}

test('more than available is refused on the spot, nothing sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi(routes());
  renderPayouts();
  const modal = await openSacar(user);
  const amount = modal.getByLabelText('Valor do saque (R$)');
  // Prefilled with all that is available, written back exactly from the cents.
  expect(amount).toHaveValue('1234,56');
  expect(modal.getByText('Disponível: R$ 1.234,56')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '1.234,57');
  await user.click(modal.getByRole('button', { name: 'Sacar' }));
  expect(await modal.findByText('O valor não pode ser maior que o saldo disponível')).toBeInTheDocument();
  await user.clear(amount);
  await user.click(modal.getByRole('button', { name: 'Sacar' }));
  expect(await modal.findByText('Informe o valor do saque')).toBeInTheDocument();
  expect(api.callsTo('POST /payouts')).toHaveLength(0);
});

test('a double click and a retry after a failure send one intent under one Idempotency-Key', async () => {
  const user = userEvent.setup();
  const sent: { body: unknown; key: string | null }[] = [];
  const answers: ((reply: FakeReply) => void)[] = [];
  const api = fakeApi(
    routes({
      'POST /payouts': ({ body, config }) => {
        const key = AxiosHeaders.from(config.headers).get('Idempotency-Key');
        sent.push({ body, key: typeof key === 'string' ? key : null });
        return new Promise<FakeReply>((resolve) => answers.push(resolve));
      },
    }),
  );
  renderPayouts();
  const modal = await openSacar(user);
  const amount = modal.getByLabelText('Valor do saque (R$)');
  await user.clear(amount);
  await user.type(amount, '150,00');
  await user.dblClick(modal.getByRole('button', { name: 'Sacar' }));
  // Locked while running: the second click sent nothing.
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(modal.getByRole('button', { name: 'Solicitando...' })).toBeDisabled();
  expect(sent[0]).toEqual({ body: { amountCents: 15000 }, key: expect.stringMatching(UUID) });

  // The server fails without saying what happened: the retry must carry the same key.
  act(() => answers[0]!(serverError('Erro interno do servidor')));
  expect(await modal.findByText('Erro interno do servidor')).toBeInTheDocument();
  await user.click(modal.getByRole('button', { name: 'Sacar' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual(sent[0]);

  const balanceReads = api.callsTo('GET /balance').length;
  const historyReads = api.callsTo('GET /payouts').length;
  act(() => answers[1]!(answerOf(c.createPayout, payout({ amountCents: 15000 }))));
  expect(await screen.findByText('Saque solicitado')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Sacar' })).not.toBeInTheDocument();
  // The balance and the history are asked again.
  await waitFor(() => expect(api.callsTo('GET /balance').length).toBeGreaterThan(balanceReads));
  await waitFor(() => expect(api.callsTo('GET /payouts').length).toBeGreaterThan(historyReads));
});

test('each opening of Sacar is a new intent with a key of its own', async () => {
  const user = userEvent.setup();
  const keys: string[] = [];
  fakeApi(
    routes({
      'POST /payouts': ({ config }) => {
        keys.push(String(AxiosHeaders.from(config.headers).get('Idempotency-Key')));
        return answerOf(c.createPayout, payout());
      },
    }),
  );
  renderPayouts();
  for (const round of [1, 2]) {
    const modal = await openSacar(user);
    const amount = modal.getByLabelText('Valor do saque (R$)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(modal.getByRole('button', { name: 'Sacar' }));
    await waitFor(() => expect(keys).toHaveLength(round));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sacar' })).not.toBeInTheDocument());
  }
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toMatch(UUID);
  expect(keys[0]).not.toBe(keys[1]);
});

test('with nothing available, Sacar cannot be opened', async () => {
  fakeApi(routes({ 'GET /balance': () => answerOf(c.balance, balance({ availableCents: 0 })) }));
  renderPayouts();
  await screen.findByRole('group', { name: 'Disponível' });
  expect(screen.getByRole('button', { name: 'Sacar' })).toBeDisabled();
});
