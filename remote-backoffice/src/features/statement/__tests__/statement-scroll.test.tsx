import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { statementContract as c } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import {
  MARKETPLACE,
  SELLER,
  dayDivergence,
  feeDivergence,
  fixClock,
  renderStatement,
  routes,
} from './statement-fixtures';

jest.setTimeout(20_000);

beforeEach(() => {
  resetState();
  fixClock();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

/**
 * On a phone a table scrolls sideways in its box (issue 41): a keyboard reaches that box only if it
 * is in the tab order, and a screen reader names it, so it is a named region with tabIndex 0.
 */
async function expectScrollerOf(name: string, regionName = name) {
  const table = await screen.findByRole('table', { name });
  const scroller = screen.getByRole('region', { name: regionName });
  expect(scroller).toContainElement(table);
  expect(scroller).toHaveAttribute('tabindex', '0');
}

test("a seller's lines and divergences scroll in focusable, named boxes", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  fakeApi(
    routes({
      'GET /statement/divergences': () =>
        answerOf(c.divergences, { data: [dayDivergence(), feeDivergence()] }),
    }),
  );
  renderStatement();
  await expectScrollerOf('Movimentos do extrato');
  await user.click(screen.getByRole('tab', { name: 'Divergências' }));
  await expectScrollerOf('Divergências de conciliação');
  await expectScrollerOf('Divergência de taxa', 'Vendas com divergência de taxa');
});

test("the admin's marketplaces (drill-in beside the name) and the fee income scroll in focusable, named boxes", async () => {
  signInAs('admin');
  const user = userEvent.setup();
  fakeApi(
    routes({
      'GET /statement/marketplaces': () =>
        answerOf(c.marketplaces, {
          from: '2026-03-01',
          to: '2026-03-15',
          data: [
            {
              marketplaceId: MARKETPLACE,
              marketplaceName: 'Loja Alfa',
              totals: { venda: 100000 },
              netCents: 100000,
              lineCount: 1,
            },
          ],
        }),
      'GET /statement/fee-income': () =>
        answerOf(c.feeIncome, {
          marketplaceId: MARKETPLACE,
          from: '2026-03-01',
          to: '2026-03-15',
          totalCents: 1250,
          data: [{ sellerId: SELLER, sellerName: 'Loja do Zé', day: '2026-03-14', amountCents: 1250 }],
        }),
    }),
  );
  renderStatement();
  await expectScrollerOf('Extrato por marketplace');
  // The drill-in sits beside the name: a last column would start past a phone's edge.
  const row = within(screen.getByRole('table', { name: 'Extrato por marketplace' })).getAllByRole('row')[1];
  const firstCell = within(row as HTMLElement).getAllByRole('cell')[0];
  expect(firstCell).toHaveTextContent('Loja Alfa');
  expect(firstCell).toContainElement(screen.getByRole('button', { name: 'Ver vendedores de Loja Alfa' }));
  await user.click(screen.getByRole('button', { name: 'Ver vendedores de Loja Alfa' }));
  await user.click(await screen.findByRole('tab', { name: 'Receita de taxas' }));
  await expectScrollerOf('Receita de taxas por vendedor e dia');
});
