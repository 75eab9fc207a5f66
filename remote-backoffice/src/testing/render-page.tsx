import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { TeamRole } from '@pagora/shared';
import { memberTeam } from '@pagora/shared/client/testing';
import { paths, useSession } from '@pagora/shared/client';
import type { UserView } from '@pagora/shared/contracts';
import { queryClient } from '@pagora/shared/data';
import { StandaloneProviders } from '@pagora/shared/frame';
import CreatePaymentLinkPage from '../app/routes/create-payment-link-page';
import PaymentLinksPage from '../app/routes/payment-links-page';
import { queryCache } from '../lib/query-cache';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

function PayProbe() {
  return <h1>{`pay ${useParams().linkId ?? ''}`}</h1>;
}

/** This remote's exposed pages on their real paths, with the providers they run with. */
export function renderPage(path: string) {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={paths.payments.path} element={<PaymentLinksPage />} />
          <Route path={paths.createPaymentLink.path} element={<CreatePaymentLinkPage />} />
          <Route path={paths.pay.path} element={<PayProbe />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

export type DemoRole = 'admin' | 'marketplace' | 'seller';

/** A user as the accounts contract answers it. */
export function demoUser(cargo: DemoRole): UserView {
  return {
    id: `user-${cargo}`,
    nome: `Demo ${cargo}`,
    name: `Demo ${cargo}`,
    email: `${cargo}@pagora.demo`,
    cargo,
    marketplaceId: 'mk-1',
    sellerId: cargo === 'seller' ? 'seller-1' : null,
    id_juros: null,
    dataInfo: { id: 'mk-1', cliente_id: `user-${cargo}` },
    juros: null,
  };
}

export function signInAs(cargo: DemoRole) {
  useSession.getState().signIn({ user: demoUser(cargo), token: `token-${cargo}`, settings: null });
}

/** The `cargo` business, acted for by a member of its team with `role` (issue 39). */
export function signInAsMember(cargo: DemoRole, role: TeamRole) {
  useSession.getState().signIn({
    user: { ...demoUser(cargo), team: memberTeam(role) },
    token: `token-${cargo}-${role}`,
    settings: null,
  });
}

/** A clean slate between tests: no session, no cached lists. */
export function resetState() {
  localStorage.clear();
  queryCache.clear();
  queryClient.clear();
  useSession.setState({ user: null, token: null, settings: null, loading: false, error: null });
}
