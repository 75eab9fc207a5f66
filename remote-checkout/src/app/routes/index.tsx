import { lazy, type ComponentType } from 'react';
import { paths } from '@pagora/shared/lite';

const PayPage = lazy(() => import('./pay-page'));
const PaymentSuccessPage = lazy(() => import('./payment-success-page'));
const PaymentDeclinedPage = lazy(() => import('./payment-declined-page'));
const PaymentPendingPage = lazy(() => import('./payment-pending-page'));

/** The pages this remote exposes, routed for standalone runs (`npm run dev -w remote-checkout`). */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: paths.pay.path, Page: PayPage },
  { path: paths.paymentSuccess.path, Page: PaymentSuccessPage },
  { path: paths.paymentDeclined.path, Page: PaymentDeclinedPage },
  { path: paths.paymentPending.path, Page: PaymentPendingPage },
];
