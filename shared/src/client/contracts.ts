import type { ComponentType } from 'react';

/**
 * What each remote exposes: one module per route, default-exporting the page component.
 * The shell mounts them under its layout and guards; webpack/__tests__/remote-exposes.test.tsx
 * checks every remote's `exposes` map against this list, so a rename breaks a test before it
 * breaks production.
 */
export const REMOTE_PAGES = {
  admin: [
    'AdminDashboardPage',
    'DashboardPage',
    'AdminMarketplacesPage',
    'AdminSellersPage',
    'MarketplaceSellersPage',
    'SellersPage',
    'SellerReportPage',
  ],
  backoffice: [
    'PaymentLinksPage',
    'CreatePaymentLinkPage',
    'TransactionsPage',
    'SentMailPage',
    'DevelopersPage',
    'PayoutsPage',
    'StatementPage',
    'FeeTablePage',
    'PrivacyPage',
    'TeamPage',
    'ActivityPage',
    'CouponsPage',
  ],
  billing: ['ClientsPage', 'PlansPage', 'SubscriptionsPage', 'InterestPlansPage', 'MySubscriptionsPage'],
  checkout: ['PayPage', 'PaymentSuccessPage', 'PaymentDeclinedPage', 'PaymentPendingPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
export type RemotePageName<R extends RemoteName = RemoteName> = (typeof REMOTE_PAGES)[R][number];
/** A federated module id as `loadRemote` takes it, e.g. `admin/DashboardPage`. */
export type RemotePageId = { [R in RemoteName]: `${R}/${RemotePageName<R>}` }[RemoteName];

/** The shape of every exposed page module. */
export interface RemotePageModule {
  default: ComponentType;
}

/** One entry of the run-time registry served at `/remotes.json`. */
export interface RemoteRegistryEntry {
  name: string;
  entry: string;
}

export const remoteNameOf = (id: RemotePageId): RemoteName => id.split('/')[0] as RemoteName;
