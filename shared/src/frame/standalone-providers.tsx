import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * The toaster (react-hot-toast and its CSS-in-JS, about 5 KB gzipped) is loaded at the page's
 * first touch or key, not with the page: on the standalone checkout a toast only ever answers
 * something the payer did, and the payer's first load stays under its budget
 * (scripts/first-load-budget.mjs). A toast raised before that waits in react-hot-toast's store and
 * shows once the toaster mounts. Server and browser both render nothing here at first.
 */
function ToasterOnFirstInteraction() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: 3000 }} />
    </Suspense>
  );
}

/** What a page needs when its remote runs on its own; inside the shell, the shell provides it. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterOnFirstInteraction />
    </>
  );
}
