import type { FastifyRequest } from 'fastify';
import type { Role, TeamRole } from '@pagora/shared';

import { AppError } from './app-error';

/**
 * The caller's identity, as the accounts domain's guard loads it from the session (one per
 * request, `request.principal`). It lives here, below every domain, so each domain reads the
 * same type: none keeps a copy (issue 21).
 */
export type Principal = {
  sessionId: string;
  userId: string;
  nome: string;
  email: string;
  cargo: Role;
  /** The marketplace this user belongs to; null for admin. */
  marketplaceId: string | null;
  /** The seller record of a seller user; null otherwise. */
  sellerId: string | null;
  /**
   * Whether the login has proved it owns `email` (accounts/email-verification). Absent counts as
   * not proved; the guard refuses a customer without it on every route that does not opt out.
   */
  emailVerified?: boolean;
  /**
   * The person behind the session (issue 39). `userId`, `cargo`, `marketplaceId` and `sellerId`
   * above are the account's: a team member acts for the business with the account's identity,
   * so every tenant check stays as it was. Who did something (activity, audit, refunds) and
   * everything personal (password, two-step sign-in, sessions) is the actor's.
   */
  actor: { userId: string; nome: string; email: string };
  /** The actor's role in the account's team: 'owner' for the account's own login. */
  teamRole: TeamRole;
  /** The membership the session acts through; null for the account's own login. */
  membershipId: string | null;
  /** A 'finance' member's refund limit in cents (null: no limit of its own). */
  refundLimitCents: number | null;
  /** Two-step sign-in is required of this person and not set up: only its set-up is open. */
  twoFactorSetupRequired: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every route that is not public; null on public routes. */
    principal: Principal | null;
  }
}

/** The caller of a route that is not public (the guard has already refused anyone else). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw AppError.unauthorized();
  return request.principal;
}

type TeamFields = 'actor' | 'teamRole' | 'membershipId' | 'refundLimitCents' | 'twoFactorSetupRequired';

/**
 * The principal of an account acting as itself (its owner): an API key's caller, the demo's
 * seeders. The person is the account.
 */
export function accountPrincipal(p: Omit<Principal, TeamFields>): Principal {
  return {
    ...p,
    actor: { userId: p.userId, nome: p.nome, email: p.email },
    teamRole: 'owner',
    membershipId: null,
    refundLimitCents: null,
    twoFactorSetupRequired: false,
  };
}
