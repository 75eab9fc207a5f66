import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmptyState, Spinner } from '@pagora/shared/ui';
import { AppProviders } from './providers';
import { standaloneRoutes } from './routes';

/** This remote on its own: its exposed pages under its own router. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<Spinner centered />}>
          <Routes>
            {standaloneRoutes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<EmptyState title="Page Not Found" />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
