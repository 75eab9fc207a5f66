import { lazy, type ComponentType } from 'react';
import { paths } from '@pagora/shared/client';

const PaymentLinksPage = lazy(() => import('./payment-links-page'));
const CreatePaymentLinkPage = lazy(() => import('./create-payment-link-page'));
const TransactionsPage = lazy(() => import('./transactions-page'));
const DevelopersPage = lazy(() => import('./developers-page'));
const PayoutsPage = lazy(() => import('./payouts-page'));
const StatementPage = lazy(() => import('./statement-page'));
const FeeTablePage = lazy(() => import('./fee-table-page'));
const PrivacyPage = lazy(() => import('./privacy-page'));
const CouponsPage = lazy(() => import('./coupons-page'));
const TeamPage = lazy(() => import('./team-page'));
const ActivityPage = lazy(() => import('./activity-page'));

/** The pages this remote exposes, routed for standalone runs (`npm run dev -w remote-backoffice`). */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: paths.payments.path, Page: PaymentLinksPage },
  { path: paths.createPaymentLink.path, Page: CreatePaymentLinkPage },
  { path: paths.history.path, Page: TransactionsPage },
  { path: paths.developers.path, Page: DevelopersPage },
  { path: paths.payouts.path, Page: PayoutsPage },
  { path: paths.statement.path, Page: StatementPage },
  { path: paths.feeTable.path, Page: FeeTablePage },
  { path: paths.privacy.path, Page: PrivacyPage },
  { path: paths.coupons.path, Page: CouponsPage },
  { path: paths.team.path, Page: TeamPage },
  { path: paths.activity.path, Page: ActivityPage },
];
