import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROLE_PERMISSIONS, type TeamRole } from '@pagora/shared';
import { useSession } from '@pagora/shared/client';
import { teamContract as c, type TeamMember } from '@pagora/shared/contracts';
import { answerOf, type FakeHandler } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import TeamPage from '../../../app/routes/team-page';
import { demoUser } from '../../../testing/render-page';

export const ANA = '00000000-0000-4000-8000-0000000000c1';
export const BETO = '00000000-0000-4000-8000-0000000000c2';

export const member = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: ANA,
  titular: false,
  nome: 'Ana Finanças',
  email: 'ana@loja.test',
  role: 'finance',
  roleLabel: 'Financeiro',
  refundLimitCents: 50_000,
  refundLimit: 'R$\u00a0500,00',
  status: 'ativo',
  invitedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: null,
  acceptedAt: '2026-11-20T13:00:00.000Z',
  lastSeenAt: '2026-11-28T18:30:00.000Z',
  twoFactor: true,
  ...over,
});

export const titular = member({
  id: 'user-seller',
  titular: true,
  nome: 'Loja do Zé',
  email: 'seller@pagora.demo',
  role: 'owner',
  roleLabel: 'Proprietário',
  refundLimitCents: null,
  refundLimit: null,
  invitedAt: null,
  acceptedAt: null,
  twoFactor: false,
});

export const invited = member({
  id: BETO,
  nome: 'Beto Suporte',
  email: 'beto@loja.test',
  role: 'support',
  roleLabel: 'Atendimento',
  refundLimitCents: null,
  refundLimit: null,
  status: 'convidado',
  expiresAt: '2026-12-05T12:00:00.000Z',
  acceptedAt: null,
  lastSeenAt: null,
  twoFactor: false,
});

/** The API as a seller with one active member and one pending invitation answers it. */
export const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /equipe': () => answerOf(c.list, { members: [titular, member(), invited], twoFactorRequired: false }),
  ...over,
});

/** A seller's session acting in `role` (the account's own login is the owner). */
export function signInWithRole(role: TeamRole) {
  const user = demoUser('seller');
  useSession.getState().signIn({
    user: {
      ...user,
      team: {
        role,
        permissions: [...ROLE_PERMISSIONS[role]],
        actor: { id: 'person-1', nome: 'Pessoa', email: 'pessoa@loja.test' },
        membershipId: role === 'owner' ? null : 'membership-1',
        twoFactorSetupRequired: false,
      },
    },
    token: `token-${role}`,
    settings: null,
  });
}

export function renderTeam() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/equipe']}>
        <TeamPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}
