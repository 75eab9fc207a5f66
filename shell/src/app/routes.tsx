import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, roleOf, useSession, type AppRole, type RemotePageId } from '@pagora/shared/client';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { CustomerPanel } from '../features/customer/components/customer-panel';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { RemotePage } from '../features/remotes/components/remote-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { PublicOnly, RequireAuth, RequireRole } from './guards';

/**
 * Pages inside the layout that remotes provide, with the roles allowed: a screen is offered only to
 * the roles whose calls it makes (the API refuses the others anyway; a 403 is no page to land on).
 * Anyone else is sent home.
 */
const STAFF: AppRole[] = ['admin', 'marketplace', 'seller'];
const LINK_MAKERS: AppRole[] = ['marketplace', 'seller'];
const REMOTE_ROUTES: { path: string; page: RemotePageId; roles: AppRole[] }[] = [
  { path: paths.adminMarketplaces.path, page: 'admin/AdminMarketplacesPage', roles: ['admin'] },
  { path: paths.adminSellers.path, page: 'admin/AdminSellersPage', roles: ['admin'] },
  { path: paths.marketplaceSellers.path, page: 'admin/MarketplaceSellersPage', roles: ['marketplace'] },
  { path: paths.sellers.path, page: 'admin/SellersPage', roles: ['marketplace'] },
  { path: paths.seller.path, page: 'admin/SellerReportPage', roles: ['marketplace'] },
  { path: paths.payments.path, page: 'backoffice/PaymentLinksPage', roles: STAFF },
  { path: paths.createPaymentLink.path, page: 'backoffice/CreatePaymentLinkPage', roles: LINK_MAKERS },
  { path: paths.history.path, page: 'backoffice/TransactionsPage', roles: [...STAFF, 'customer'] },
  { path: paths.clients.path, page: 'billing/ClientsPage', roles: STAFF },
  { path: paths.plans.path, page: 'billing/PlansPage', roles: STAFF },
  { path: paths.subscriptions.path, page: 'billing/SubscriptionsPage', roles: STAFF },
  { path: paths.interestPlans.path, page: 'billing/InterestPlansPage', roles: STAFF },
  { path: paths.mySubscriptions.path, page: 'billing/MySubscriptionsPage', roles: ['customer'] },
];

/** The payer's pages: public, outside the layout. */
const PUBLIC_REMOTE_ROUTES: { path: string; page: RemotePageId }[] = [
  { path: paths.pay.path, page: 'checkout/PayPage' },
  { path: paths.paymentSuccess.path, page: 'checkout/PaymentSuccessPage' },
  { path: paths.paymentDeclined.path, page: 'checkout/PaymentDeclinedPage' },
  { path: paths.paymentPending.path, page: 'checkout/PaymentPendingPage' },
];

function DashboardRoute() {
  const role = useSession((s) => roleOf(s.user));
  return <RemotePage id={role === 'admin' ? 'admin/AdminDashboardPage' : 'admin/DashboardPage'} />;
}

function byRoles(routes: typeof REMOTE_ROUTES) {
  const groups = new Map<string, typeof REMOTE_ROUTES>();
  for (const route of routes) {
    const key = route.roles.join(',');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [...groups.entries()];
}

const remoteRoute = ({ path, page }: { path: string; page: RemotePageId }) => (
  <Route key={path} path={path} element={<RemotePage id={page} />} />
);

/** The route table and its guards (spec 000, section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.signup.path} element={<SignupPage />} />
      </Route>
      {PUBLIC_REMOTE_ROUTES.map(remoteRoute)}
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path={paths.dashboard.path} element={<DashboardRoute />} />
          {byRoles(REMOTE_ROUTES).map(([roles, routes]) => (
            <Route key={roles} element={<RequireRole roles={roles.split(',') as AppRole[]} />}>
              {routes.map(remoteRoute)}
            </Route>
          ))}
          <Route path={paths.customer.path} element={<CustomerPanel />} />
          <Route path={paths.settings.path} element={<SettingsPage />} />
        </Route>
      </Route>
      <Route path={paths.root.path} element={<Navigate to={paths.dashboard.getHref()} replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
