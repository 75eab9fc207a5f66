import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { payoutsContract as c } from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { account, balance, payout, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
const card = (title: string) => screen.getByRole('group', { name: title });

beforeEach(() => {
  resetState();
  signInAs('seller');
  // Only the calendar's today is fixed (the chart starts at this month); every timer stays real.
  jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00-03:00'), doNotFake: [...REAL_TIMERS] });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

test('the three balances in reais, from cents, and the receivables by date and by month', async () => {
  fakeApi(
    routes({
      'GET /balance': () =>
        answerOf(
          c.balance,
          balance({
            availableCents: 123456,
            futureCents: 30001,
            blockedCents: 5,
            receivables: [
              { date: '2027-01-25', amountCents: 10000 },
              { date: '2026-12-26', amountCents: 10000 },
              { date: '2026-12-26', amountCents: 1 },
              { date: '2027-02-24', amountCents: 10000 },
            ],
          }),
        ),
    }),
  );
  renderPayouts();
  expect(await screen.findByRole('group', { name: 'Disponível' })).toHaveTextContent('R$ 1.234,56');
  expect(card('A receber')).toHaveTextContent('R$ 300,01');
  expect(card('Bloqueado')).toHaveTextContent('R$ 0,05');

  const days = within(screen.getByRole('list', { name: 'Recebimentos por data' }));
  expect(days.getByRole('heading', { name: 'dez/2026' })).toBeInTheDocument();
  expect(days.getByText('26/12/2026').closest('li')).toHaveTextContent('R$ 100,01');
  expect(days.getByText('25/01/2027').closest('li')).toHaveTextContent('R$ 100,00');
  expect(days.getByText('24/02/2027').closest('li')).toHaveTextContent('R$ 100,00');

  // The chart: twelve months from this one, each month's total in cents.
  const chart = await screen.findByRole('figure', { name: 'A receber nos próximos 12 meses' });
  const bars = within(chart)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(bars).toHaveLength(12);
  expect(bars[0]).toBe('A receber · nov/2026 · 0');
  expect(bars[1]).toBe('A receber · dez/2026 · 10001');
  expect(bars[2]).toBe('A receber · jan/2027 · 10000');
  expect(bars[11]).toBe('A receber · out/2027 · 0');
});

test('empty: no receivables, no bank account, no payout yet', async () => {
  fakeApi(
    routes({
      'GET /balance': () => answerOf(c.balance, balance({ availableCents: 0, receivables: [] })),
      'GET /bank-accounts': () => answerOf(c.listBankAccounts, { data: [] }),
    }),
  );
  renderPayouts();
  expect(await screen.findByText('Nenhum valor a receber')).toBeInTheDocument();
  expect(await screen.findByText('Nenhuma conta bancária cadastrada')).toBeInTheDocument();
  expect(await screen.findByText('Nenhum saque ainda')).toBeInTheDocument();
  // Nothing available: nothing to withdraw.
  expect(screen.getByRole('button', { name: 'Sacar' })).toBeDisabled();
});

test('a failed balance shows the error and its retry asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const api = fakeApi(
    routes({
      'GET /balance': () =>
        fail ? serverError('Serviço indisponível') : answerOf(c.balance, balance({ availableCents: 500 })),
    }),
  );
  renderPayouts();
  // One retry (the data layer's) before the error shows.
  expect(await screen.findByText('Serviço indisponível', {}, { timeout: 4_000 })).toBeInTheDocument();
  const failedReads = api.callsTo('GET /balance').length;
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: 'Disponível' })).toHaveTextContent('R$ 5,00');
  expect(api.callsTo('GET /balance')).toHaveLength(failedReads + 1);
});

test('payout history: date, amount, account and status, a failure with its reason', async () => {
  fakeApi(
    routes({
      'GET /payouts': () =>
        answerOf(c.listPayouts, {
          data: [
            payout({ id: 'p-1', status: 'pago', amountCents: 25000, paidAt: '2026-03-06T12:00:00.000Z' }),
            payout({ id: 'p-2', status: 'falhou', failureReason: 'Conta encerrada no banco' }),
            payout({ id: 'p-3', status: 'pendente' }),
          ],
        }),
      'GET /bank-accounts': () =>
        answerOf(c.listBankAccounts, {
          data: [account({ payoutsAllowedFrom: '2026-11-27T15:00:00.000Z' })],
        }),
    }),
  );
  renderPayouts();
  const table = within(await screen.findByRole('table', { name: 'Histórico de saques' }));
  const rows = table.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('05/03/2026 12:30');
  expect(rows[0]).toHaveTextContent('R$ 250,00');
  expect(rows[0]).toHaveTextContent('Itaú Unibanco S.A. ••••3456');
  expect(rows[0]).toHaveTextContent('Pago');
  expect(rows[1]).toHaveTextContent('FalhouConta encerrada no banco');
  expect(rows[2]).toHaveTextContent('Pendente');
  // A new account says when its first payout may leave.
  const accounts = within(await screen.findByRole('table', { name: 'Contas bancárias' }));
  expect(accounts.getByText('Primeiro saque liberado a partir de 27/11/2026 12:00')).toBeInTheDocument();
});

test('the scrolling receivables lists are in the tab order, so a keyboard can scroll them', async () => {
  fakeApi(
    routes({
      'GET /balance': () =>
        answerOf(
          c.balance,
          balance({
            receivables: [{ date: '2026-12-26', amountCents: 10000 }],
            anticipated: [{ date: '2027-01-25', amountCents: 9416, feeCents: 185 }],
          }),
        ),
    }),
  );
  renderPayouts();
  // axe's scrollable-region-focusable (issue 41): past 20rem the list scrolls and holds no control.
  const byDate = await screen.findByRole('list', { name: 'Recebimentos por data' });
  expect(byDate).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('list', { name: 'Recebíveis antecipados' })).toHaveAttribute('tabindex', '0');
  // A month's days are part of that one scroller: no second tab stop of their own.
  const month = within(byDate).getByText('26/12/2026').closest('ul');
  expect(month).not.toBe(byDate);
  expect(month).not.toHaveAttribute('tabindex');
});
