import { lazy, type ComponentType } from 'react';
import { paths } from '@pagora/shared/client';

const AdminDashboardPage = lazy(() => import('./admin-dashboard-page'));
const DashboardPage = lazy(() => import('./dashboard-page'));
const AdminMarketplacesPage = lazy(() => import('./admin-marketplaces-page'));
const AdminSellersPage = lazy(() => import('./admin-sellers-page'));
const MarketplaceSellersPage = lazy(() => import('./marketplace-sellers-page'));
const SellersPage = lazy(() => import('./sellers-page'));
const SellerReportPage = lazy(() => import('./seller-report-page'));

/** The pages this remote exposes, routed for standalone runs (`npm run dev -w remote-admin`). */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: paths.dashboard.path, Page: DashboardPage },
  // Standalone only: inside the shell, /dashboard picks the variant by role.
  { path: '/admin-dashboard', Page: AdminDashboardPage },
  { path: paths.adminMarketplaces.path, Page: AdminMarketplacesPage },
  { path: paths.adminSellers.path, Page: AdminSellersPage },
  { path: paths.marketplaceSellers.path, Page: MarketplaceSellersPage },
  { path: paths.sellers.path, Page: SellersPage },
  { path: paths.seller.path, Page: SellerReportPage },
];
