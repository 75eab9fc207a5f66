import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// The package name, not '../ui': the UI kit is a shared module, so the frame must consume the one
// copy in the share scope instead of bundling its own (and injecting its CSS twice).
import { EmptyState, Spinner } from '@pagora/shared/ui/core';
import { StandaloneProviders } from './standalone-providers';

/** One exposed page of a remote on the path the shell mounts it at. */
export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/**
 * A remote on its own: its exposed pages under its own router. `Router`: the browser's history by
 * default; a server render passes a static router on the requested URL, so the markup it sends is
 * the tree the browser then hydrates.
 */
export function StandaloneApp({
  routes,
  Router = BrowserRouter,
}: {
  routes: readonly StandaloneRoute[];
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StandaloneProviders>
      <Router>
        <Suspense fallback={<Spinner centered />}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<EmptyState title="Página não encontrada" />} />
          </Routes>
        </Suspense>
      </Router>
    </StandaloneProviders>
  );
}
