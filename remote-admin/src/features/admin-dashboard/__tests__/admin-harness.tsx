import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { renderWithData } from '@pagora/shared/data/testing';
import { fakeApi } from '@pagora/shared/client/testing';
import {
  demoMarketplace,
  marketplacesPage,
  demoMonthlyRows,
  monthlyAnswer,
  transactionCountAnswer,
  type MarketplacesAnswer,
} from '../../../testing/report-fixtures';
import { AdminDashboardPage } from '../components/admin-dashboard-page';

// What the AdminDashboardPage tests share. Each test file also mocks react-chartjs-2 (no canvas in jsdom).

export const MARKETPLACES = 'GET /marketplaces';
export const LIST = 'GET /transactions/user-admin';
export const MONTHLY = 'GET /dashboard/monthly';

export const card = (title: string) => screen.getByRole('group', { name: title });
/** Intl puts a no-break space after 'R$'. */
export const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');
/** The value (and hint) of one entry of 'Análise de Tendências'. */
export const trend = (label: string) => text(screen.getByText(label).nextElementSibling as Element);

export const marketplacesAnswer = (): MarketplacesAnswer =>
  marketplacesPage([demoMarketplace(1), demoMarketplace(2)]);

export function renderAdmin() {
  return renderWithData(
    <MemoryRouter>
      <AdminDashboardPage />
    </MemoryRouter>,
  );
}

export function serve(rows: MonthlyRow[] = demoMonthlyRows(), marketplaces = marketplacesAnswer()) {
  return fakeApi({
    [MARKETPLACES]: () => ({ status: 200, data: marketplaces }),
    [LIST]: () => ({ status: 200, data: transactionCountAnswer(321) }),
    [MONTHLY]: () => ({ status: 200, data: monthlyAnswer(rows) }),
  });
}
