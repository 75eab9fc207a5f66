import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { paths, useSession } from '@pagora/shared/client';
import { TestDataProvider } from '@pagora/shared/data/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import TransactionsPage from '../../../app/routes/transactions-page';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The exposed page on /history, with a fresh query cache and the toaster, as the shell mounts it. */
export function renderHistory(path: string = paths.history.getHref()) {
  return render(
    <StandaloneProviders>
      <TestDataProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={paths.history.path} element={<TransactionsPage />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestDataProvider>
    </StandaloneProviders>,
  );
}

/** The query string the page keeps in the URL, as an object. */
export function urlQuery(text: string | null): Record<string, string> {
  return Object.fromEntries(new URLSearchParams((text ?? '').split('?')[1] ?? ''));
}

/** Anyone whose cargo is not admin, marketplace or seller: a customer, who sees their own payments. */
export function signInAsCustomer() {
  useSession.getState().signIn({
    user: {
      id: 'user-customer',
      nome: 'Carla Compradora',
      email: 'carla@exemplo.com.br',
      cargo: 'customer',
      marketplaceId: null,
      id_juros: null,
      dataInfo: null,
      juros: null,
    },
    token: 'token-customer',
    settings: null,
  });
}
