import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSession } from '@pagora/shared/client';
import type { BrandSettings, UserView } from '@pagora/shared/contracts';
import { AppFrame } from '../app/providers';
import { AppRoutes } from '../app/routes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The real route table and guards, in memory, starting at `path`. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppFrame>
        <AppRoutes />
        <LocationProbe />
      </AppFrame>
    </MemoryRouter>,
  );
}

export type DemoRole = 'admin' | 'marketplace' | 'seller' | 'customer';

/** A user as the accounts contract answers it (login, `/me`, profile). */
export function demoUser(cargo: DemoRole): UserView {
  return {
    id: '10',
    nome: `Demo ${cargo}`,
    name: `Demo ${cargo}`,
    email: `${cargo}@pagora.demo`,
    cargo,
    marketplaceId: cargo === 'admin' || cargo === 'customer' ? null : '3',
    sellerId: cargo === 'seller' ? '3' : null,
    id_juros: null,
    dataInfo: { id: '3', cliente_id: '10' },
    juros: null,
  };
}

export const DEMO_SETTINGS: BrandSettings = {
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  logo: null,
  logoMini: null,
};

/** A stored session, as after a login. */
export function signInAs(cargo: DemoRole) {
  useSession.getState().signIn({ user: demoUser(cargo), token: `token-${cargo}`, settings: DEMO_SETTINGS });
}

export function signOut() {
  localStorage.clear();
  useSession.setState({ user: null, token: null, settings: null, loading: false, error: null });
}
