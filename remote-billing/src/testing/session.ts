import type { TeamRole } from '@pagora/shared';
import { memberTeam } from '@pagora/shared/client/testing';
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
  useSession.getState().signIn({
    user: { ...demoUser(cargo), team: memberTeam(role) },
    token: `token-${cargo}`,
    settings: null,
  });
}

/** No session between tests (each test renders with a fresh query cache). */
export function signOut() {
  useSession.getState().clear();
}
