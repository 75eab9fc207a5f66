import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import {
  homeHrefFor,
  paths,
  roleOf,
  useDocumentTitle,
  useSession,
  type AppRole,
  type RemotePageId,
} from '@pagora/shared/client/core';
import type { Permission } from '@pagora/shared';
import { Spinner } from '@pagora/shared/ui/core';
import { LoginPage } from '../features/auth/components/login-page';
import { PublicOnly, RequireAuth, RequirePermission, RequireRole } from './guards';

// The first load is the login page and the guards only (its JavaScript budget:
// e2e/tests/budgets.spec.ts). Every other screen loads when first opened, and the API client and
// the schemas come with it.
const SignupPage = lazy(() =>
  import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/password/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const ConfirmEmailPage = lazy(() =>
  import('../features/email-confirmation/components/confirm-email-page').then((m) => ({
    default: m.ConfirmEmailPage,
  })),
);
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const RemotePage = lazy(() =>
  import('../features/remotes/components/remote-page').then((m) => ({ default: m.RemotePage })),
);
const SecurityRoute = lazy(() => import('./security-route').then((m) => ({ default: m.SecurityRoute })));
const SettingsPage = lazy(() =>
  import('../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);

/**
 * Pages inside the layout that remotes provide, with the roles allowed: a screen is offered only to
 * the roles whose calls it makes (the API refuses the others anyway; a 403 is no page to land on).
 * Anyone else is sent home.
 */
const STAFF: AppRole[] = ['admin', 'marketplace', 'seller'];
const LINK_MAKERS: AppRole[] = ['marketplace', 'seller'];
type RemoteRoute = { path: string; page: RemotePageId; title: string; permission?: Permission };
const REMOTE_ROUTES: (RemoteRoute & { roles: AppRole[] })[] = [
  {
    path: paths.adminMarketplaces.path,
    page: 'admin/AdminMarketplacesPage',
    title: 'Marketplaces',
    roles: ['admin'],
  },
  { path: paths.adminSellers.path, page: 'admin/AdminSellersPage', title: 'Vendedores', roles: ['admin'] },
  {
    path: paths.marketplaceSellers.path,
    page: 'admin/MarketplaceSellersPage',
    title: 'Meus Vendedores',
    roles: ['marketplace'],
  },
  { path: paths.sellers.path, page: 'admin/SellersPage', title: 'Meus Vendedores', roles: ['marketplace'] },
  {
    path: paths.seller.path,
    page: 'admin/SellerReportPage',
    title: 'Relatório do Vendedor',
    roles: ['marketplace'],
  },
  {
    path: paths.payments.path,
    page: 'backoffice/PaymentLinksPage',
    title: 'Links de Pagamento',
    roles: STAFF,
  },
  {
    path: paths.createPaymentLink.path,
    page: 'backoffice/CreatePaymentLinkPage',
    title: 'Criar Link de Pagamento',
    roles: LINK_MAKERS,
    permission: 'sell',
  },
  {
    path: paths.history.path,
    page: 'backoffice/TransactionsPage',
    title: 'Histórico de Transações',
    roles: [...STAFF, 'customer'],
  },
  { path: paths.sentMail.path, page: 'backoffice/SentMailPage', title: 'Emails enviados', roles: STAFF },
  {
    path: paths.developers.path,
    page: 'backoffice/DevelopersPage',
    title: 'Desenvolvedores',
    roles: STAFF,
    permission: 'developers',
  },
  { path: paths.clients.path, page: 'billing/ClientsPage', title: 'Meus Compradores', roles: STAFF },
  { path: paths.plans.path, page: 'billing/PlansPage', title: 'Planos de Recorrência', roles: STAFF },
  { path: paths.subscriptions.path, page: 'billing/SubscriptionsPage', title: 'Assinaturas', roles: STAFF },
  {
    path: paths.interestPlans.path,
    page: 'billing/InterestPlansPage',
    title: 'Planos de Juros',
    roles: STAFF,
  },
  {
    path: paths.mySubscriptions.path,
    page: 'billing/MySubscriptionsPage',
    title: 'Minhas Assinaturas',
    roles: ['customer'],
  },
  {
    path: paths.payouts.path,
    page: 'backoffice/PayoutsPage',
    title: 'Recebimentos',
    roles: STAFF,
    permission: 'payouts',
  },
  {
    path: paths.statement.path,
    page: 'backoffice/StatementPage',
    title: 'Extrato',
    roles: STAFF,
    permission: 'statement',
  },
  {
    path: paths.feeTable.path,
    page: 'backoffice/FeeTablePage',
    title: 'Tabela de taxas',
    roles: STAFF,
    permission: 'statement',
  },
  {
    path: paths.privacy.path,
    page: 'backoffice/PrivacyPage',
    title: 'Privacidade (LGPD)',
    roles: STAFF,
    permission: 'privacy',
  },
  {
    path: paths.coupons.path,
    page: 'backoffice/CouponsPage',
    title: 'Cupons',
    roles: ['seller', 'marketplace'],
    permission: 'read',
  },
  { path: paths.team.path, page: 'backoffice/TeamPage', title: 'Equipe', roles: STAFF, permission: 'team' },
  {
    path: paths.activity.path,
    page: 'backoffice/ActivityPage',
    title: 'Atividade',
    roles: STAFF,
    permission: 'activity',
  },
];

/** The payer's pages: public, outside the layout. */
const PUBLIC_REMOTE_ROUTES: RemoteRoute[] = [
  { path: paths.pay.path, page: 'checkout/PayPage', title: 'Pagamento' },
  { path: paths.paymentSuccess.path, page: 'checkout/PaymentSuccessPage', title: 'Pagamento aprovado' },
  { path: paths.paymentDeclined.path, page: 'checkout/PaymentDeclinedPage', title: 'Pagamento recusado' },
  { path: paths.paymentPending.path, page: 'checkout/PaymentPendingPage', title: 'Pagamento pendente' },
];

/**
 * Every route names its page in the tab: 'Links de Pagamento — Pagora'. A page still loading
 * shows a spinner in its own place (inside the layout, when it has one).
 */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <Suspense fallback={<Spinner centered />}>{children}</Suspense>;
}

function DashboardRoute() {
  const role = useSession((s) => roleOf(s.user));
  return (
    <Titled title="Dashboard">
      <RemotePage id={role === 'admin' ? 'admin/AdminDashboardPage' : 'admin/DashboardPage'} />
    </Titled>
  );
}

/**
 * `/` and the retired `/customer` placeholder (issue 41): the signed-in user's own home, so no role
 * lands on a screen whose calls the API refuses it.
 */
function RoleHome() {
  const user = useSession((s) => s.user);
  return <Navigate to={user ? homeHrefFor(user) : paths.dashboard.getHref()} replace />;
}

function byRoles(routes: typeof REMOTE_ROUTES) {
  const groups = new Map<string, typeof REMOTE_ROUTES>();
  for (const route of routes) {
    const key = route.roles.join(',');
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  return [...groups.entries()];
}

const remoteRoute = ({ path, page, title, permission }: RemoteRoute) => (
  <Route
    key={path}
    path={path}
    element={
      <RequirePermission permission={permission}>
        <Titled title={title}>
          <RemotePage id={page} />
        </Titled>
      </RequirePermission>
    }
  />
);

/** A page open to anyone that keeps the sidebar for a signed-in user (the not-found page). */
function FramedWhenSignedIn() {
  const signedIn = useSession((s) => Boolean(s.user && s.token));
  return signedIn ? <AppLayout /> : <Outlet />;
}

/** The route table and its guards (spec 000, section 2). */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner centered />}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route
            path={paths.login.path}
            element={
              <Titled title="Entrar">
                <LoginPage />
              </Titled>
            }
          />
          <Route
            path={paths.signup.path}
            element={
              <Titled title="Criar conta">
                <SignupPage />
              </Titled>
            }
          />
        </Route>
        <Route
          path={paths.forgotPassword.path}
          element={
            <Titled title="Esqueci minha senha">
              <ForgotPasswordPage />
            </Titled>
          }
        />
        <Route
          path={paths.resetPassword.path}
          element={
            <Titled title="Redefinir senha">
              <ResetPasswordPage />
            </Titled>
          }
        />
        <Route
          path={paths.confirmEmail.path}
          element={
            <Titled title="Confirmar email">
              <ConfirmEmailPage />
            </Titled>
          }
        />
        {PUBLIC_REMOTE_ROUTES.map(remoteRoute)}
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route element={<RequireRole roles={STAFF} />}>
              <Route path={paths.dashboard.path} element={<DashboardRoute />} />
            </Route>
            {byRoles(REMOTE_ROUTES).map(([roles, routes]) => (
              <Route key={roles} element={<RequireRole roles={roles.split(',') as AppRole[]} />}>
                {routes.map(remoteRoute)}
              </Route>
            ))}
            <Route path={paths.customer.path} element={<RoleHome />} />
            <Route
              path={paths.settings.path}
              element={
                <Titled title="Configurações">
                  <SettingsPage />
                </Titled>
              }
            />
            <Route element={<RequireRole roles={STAFF} />}>
              <Route
                path={paths.security.path}
                element={
                  <Titled title="Segurança">
                    <SecurityRoute />
                  </Titled>
                }
              />
            </Route>
          </Route>
        </Route>
        <Route path={paths.root.path} element={<RoleHome />} />
        <Route element={<FramedWhenSignedIn />}>
          <Route
            path="*"
            element={
              <Titled title="Página não encontrada">
                <NotFoundPage />
              </Titled>
            }
          />
        </Route>
      </Routes>
    </Suspense>
  );
}
