import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_PAGES, type RemotePageModule } from '@pagora/shared/client';
import federation from '../../../federation.config.json';

// The contract with the shell: the exposes map matches REMOTE_PAGES.admin, and each module
// default-exports a page that renders on its own route.
const TITLES: [string, string][] = [
  ['./AdminDashboardPage', 'Admin Dashboard'],
  ['./DashboardPage', 'Dashboard'],
  ['./AdminMarketplacesPage', 'Marketplaces'],
  ['./AdminSellersPage', 'Meus Vendedores'],
  ['./MarketplaceSellersPage', 'Meus Vendedores'],
  ['./SellersPage', 'Meus Vendedores'],
  ['./SellerReportPage', 'Relatório do Vendedor'],
];

test('exposes exactly the pages the shell mounts', () => {
  expect(federation.name).toBe('admin');
  expect(Object.keys(federation.exposes).sort()).toEqual(
    REMOTE_PAGES.admin.map((page) => `./${page}`).sort(),
  );
});

test.each(TITLES)('%s renders its page ("%s")', async (key, title) => {
  const file = federation.exposes[key as keyof typeof federation.exposes];
  const mod = (await import(path.join('../../..', file))) as RemotePageModule;
  const Page: ComponentType = mod.default;
  render(
    <MemoryRouter initialEntries={['/page/42']}>
      <Routes>
        <Route path="/page/:sellerId" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
