import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useSession, type BrandSettings, type SessionUser } from '@pagora/shared/client';
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

export function demoUser(cargo: DemoRole): SessionUser {
  return {
    id: 10,
    nome: `Demo ${cargo}`,
    email: `${cargo}@pagora.demo`,
    cargo,
    marketplaceId: 3,
    id_juros: null,
    dataInfo: { id: 3, cliente_id: 3 },
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
