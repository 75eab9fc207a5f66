import { sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES } from '@pagora/shared/contracts';
import { users } from '../tables';

/**
 * A login is verified while the address it last proved is its current one: a change of e-mail,
 * by its owner or by a manager, needs a new proof without the writer having to remember it.
 */
export const isEmailVerified = (user: { email: string; verifiedEmail: string | null }): boolean =>
  user.verifiedEmail !== null && user.verifiedEmail === user.email.toLowerCase();

/** The same rule as a column of a query on `users`. */
export const emailVerifiedSql = sql<boolean>`coalesce(${users.verifiedEmail} = lower(${users.email}), false)`;

/** The pt-BR refusal a customer gets for its payments, subscriptions and cards until then. */
export const EMAIL_NOT_CONFIRMED = EMAIL_VERIFICATION_MESSAGES.notConfirmed;
