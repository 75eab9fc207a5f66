import type { FastifyRequest } from 'fastify';
import type { Role } from '@pagora/shared';
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
