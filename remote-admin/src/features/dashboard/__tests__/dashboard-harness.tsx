import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithData } from '@pagora/shared/data/testing';
import { sellerDashAnswer, type SellerDashAnswer } from '../../../testing/dashboard-fixtures';
import { fakeApi } from '@pagora/shared/client/testing';
import { demoMonthlyRows, monthlyAnswer } from '../../../testing/report-fixtures';
import { DashboardPage } from '../components/dashboard-page';

// What the DashboardPage tests share. Each test file also mocks react-chartjs-2 (jsdom has no canvas).

export const DASH = (role: string) => `GET /seller-dash/user-${role}`;
export const MONTHLY = 'GET /dashboard/monthly';

export const card = (title: string) => screen.getByRole('group', { name: title });
export const table = () => within(screen.getAllByRole('table')[0]!);
export const rows = () => table().getAllByRole('row').slice(1) as HTMLTableRowElement[];
/** Intl puts a no-break space after 'R$'. */
export const text = (el: Element | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');

export function renderDashboard() {
  return renderWithData(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

export const monthlyReply = () => ({ status: 200, data: monthlyAnswer(demoMonthlyRows()) });

export function serve(role: string, dash: SellerDashAnswer = sellerDashAnswer()) {
  return fakeApi({
    [DASH(role)]: () => ({ status: 200, data: dash }),
    [MONTHLY]: monthlyReply,
  });
}
