import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { useSessionRefresh } from '../features/auth/hooks/use-session-refresh';
import { useApplyBranding } from '../features/branding/hooks/use-apply-branding';

/** Everything inside the router: session check, brand colours, toasts (top-right, 3000 ms). */
export function AppFrame({ children }: { children: ReactNode }) {
  useSessionRefresh();
  useApplyBranding();
  return (
    <>
      {children}
      <Toaster position="top-right" toastOptions={{ duration: 3000 }} />
    </>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <AppFrame>{children}</AppFrame>
    </BrowserRouter>
  );
}
