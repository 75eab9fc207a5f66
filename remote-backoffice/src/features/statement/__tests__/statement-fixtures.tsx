import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  statementContract as c,
  type FeeDivergenceView,
  type ReconciliationDivergence,
  type StatementLine,
  type StatementPage,
} from '@pagora/shared/contracts';
import { answerOf, type FakeHandler } from '@pagora/shared/client/testing';
import { TestDataProvider } from '@pagora/shared/data/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import StatementRoute from '../../../app/routes/statement-page';

export const SELLER = '00000000-0000-4000-8000-0000000005e1';
export const MARKETPLACE = '00000000-0000-4000-8000-0000000000c1';
export const SALE = '1a2b3c4d-0000-4000-8000-000000000001';
export const PAYOUT = '9f8e7d6c-0000-4000-8000-000000000002';

/** Only the Date is fixed (15/03/2026, noon in Brasília): timers stay real for the data layer. */
export const NOW = new Date('2026-03-15T15:00:00.000Z');
export function fixClock() {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

export const line = (over: Partial<StatementLine> = {}): StatementLine => ({
  seq: '10',
  sellerId: 'seller-1',
  kind: 'venda',
  amountCents: 15000,
  balanceAfterCents: 115000,
  day: '2026-03-14',
  occurredAt: '2026-03-14T13:00:00.000Z',
  transactionId: SALE,
  payoutId: null,
  anticipationId: null,
  description: 'Camiseta azul',
  ...over,
});

export const page = (data: StatementLine[], over: Partial<StatementPage> = {}): StatementPage => ({
  sellerId: 'seller-1',
  from: '2026-03-01',
  to: '2026-03-15',
  openingBalanceCents: 100000,
  closingBalanceCents: 90000,
  data,
  nextCursor: null,
  ...over,
});

export const dayDivergence = (over: Partial<ReconciliationDivergence> = {}): ReconciliationDivergence => ({
  kind: 'conciliacao',
  id: 'div-1',
  sellerId: SELLER,
  marketplaceId: MARKETPLACE,
  day: '2026-03-10',
  ourCents: 10000,
  theirCents: 9000,
  differenceCents: -1000,
  objects: [],
  status: 'aberta',
  detectedAt: '2026-03-11T03:00:00.000Z',
  checkedAt: '2026-03-11T03:00:00.000Z',
  resolvedAt: null,
  ...over,
});

export const feeDivergence = (over: Partial<FeeDivergenceView> = {}): FeeDivergenceView => ({
  kind: 'taxa',
  id: 'fee-1',
  transactionId: SALE,
  sellerId: SELLER,
  marketplaceId: MARKETPLACE,
  day: '2026-03-12',
  method: 'credit_card',
  installments: 3,
  grossCents: 30000,
  expectedFeeCents: 1197,
  chargedFeeCents: 1500,
  detectedAt: '2026-03-12T15:00:00.000Z',
  ...over,
});

/** The API as a seller with one sale and one payout in the month sees it. */
export const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /statement': () =>
    answerOf(
      c.list,
      page([
        line(),
        line({
          seq: '9',
          kind: 'saque',
          amountCents: -50000,
          balanceAfterCents: 100000,
          transactionId: null,
          payoutId: PAYOUT,
          description: 'Saque para Itaú •••• 3456',
        }),
      ]),
    ),
  'GET /statement/divergences': () => answerOf(c.divergences, { data: [] }),
  ...over,
});

export function renderStatement() {
  return render(
    <StandaloneProviders>
      <TestDataProvider>
        <MemoryRouter initialEntries={['/extrato']}>
          <StatementRoute />
        </MemoryRouter>
      </TestDataProvider>
    </StandaloneProviders>,
  );
}
