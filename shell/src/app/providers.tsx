import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useIsMobile } from '@pagora/shared/ui/core';
import { useSessionRefresh } from '../features/auth/hooks/use-session-refresh';
import { useApplyBranding } from '../features/branding/hooks/use-apply-branding';

/**
 * Below the page header's buttons: a toast over 'Criar Link' or 'Adicionar Comprador' hid the
 * button (react-hot-toast keeps a hovered toast), issue 20. On a phone the header wraps and the
 * toast spans the width, so it sits at the bottom there.
 */
export const DESKTOP_TOAST_TOP_PX = 96;

/** Everything inside the router: session check, brand colours, toasts (top-right, 3000 ms). */
export function AppFrame({ children }: { children: ReactNode }) {
  useSessionRefresh();
  useApplyBranding();
  const mobile = useIsMobile();
  return (
    <>
      {children}
      <Toaster
        position={mobile ? 'bottom-center' : 'top-right'}
        containerStyle={mobile ? undefined : { top: DESKTOP_TOAST_TOP_PX }}
        toastOptions={{ duration: 3000 }}
      />
    </>
  );
}
