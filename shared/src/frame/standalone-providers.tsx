import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

/** What a page needs when its remote runs on its own; inside the shell, the shell provides it. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-right" toastOptions={{ duration: 3000 }} />
    </>
  );
}
