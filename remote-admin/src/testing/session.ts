import { ROLE_PERMISSIONS, type TeamRole } from '@pagora/shared';
import { useSession, type SessionUser } from '@pagora/shared/client';

export type DemoRole = 'admin' | 'marketplace' | 'seller';

export function demoUser(cargo: DemoRole): SessionUser {
  return {
    id: `user-${cargo}`,
    nome: `Demo ${cargo}`,
    email: `${cargo}@pagora.demo`,
    cargo,
    marketplaceId: 'mk-1',
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
  const team = {
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    actor: { id: 'person-1', nome: 'Pessoa da Equipe', email: 'equipe@pagora.demo' },
    membershipId: 'membership-1',
    twoFactorSetupRequired: false,
  };
  useSession
    .getState()
    .signIn({ user: { ...demoUser(cargo), team }, token: `token-${cargo}`, settings: null });
}

/** No session between tests (each test renders with a fresh query cache). */
export function signOut() {
  useSession.getState().clear();
}
