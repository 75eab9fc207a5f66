import type { ReactNode } from 'react';
import { AppFrame } from './providers';
import { AppRoutes } from './routes';

/**
 * The shell's tree inside a router, as `App` renders it: the build renders it on `/login` into the
 * page (prerender.tsx), and the browser hydrates the same tree (bootstrap.tsx), so the two cannot
 * drift apart.
 */
export function ShellTree({ Router }: { Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <Router>
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </Router>
  );
}
