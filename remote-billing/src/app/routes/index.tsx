import { lazy, type ComponentType } from 'react';
import { paths } from '@pagora/shared/client';

const ClientsPage = lazy(() => import('./clients-page'));
const PlansPage = lazy(() => import('./plans-page'));
const SubscriptionsPage = lazy(() => import('./subscriptions-page'));
const InterestPlansPage = lazy(() => import('./interest-plans-page'));
const MySubscriptionsPage = lazy(() => import('./my-subscriptions-page'));

/** The pages this remote exposes, routed for standalone runs (`npm run dev -w remote-billing`). */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: paths.clients.path, Page: ClientsPage },
  { path: paths.plans.path, Page: PlansPage },
  { path: paths.subscriptions.path, Page: SubscriptionsPage },
  { path: paths.interestPlans.path, Page: InterestPlansPage },
  { path: paths.mySubscriptions.path, Page: MySubscriptionsPage },
];
