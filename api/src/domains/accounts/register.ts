import type { RegisterMarketplaceInput, SignupInput } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { hashPassword } from './auth/password';
import { emailTaken, insertCustomerIfNew, insertMarketplaceAccount } from './repository';
import type { UserRow } from './tables';

const EMAIL_TAKEN = 'Este email já está cadastrado.';

/** A unique-index race between the check and the insert still answers 409, never 500. */
async function uniqueEmail<T>(ctx: AppContext, email: string, write: () => Promise<T>): Promise<T> {
  if (await emailTaken(ctx.db, email)) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
}

/**
 * A Postgres unique violation (23505), also when wrapped as the `cause` of a driver error: the
 * constraint's name and the message (a driver may give only one of them), else null.
 */
export function uniqueViolationOf(err: unknown): string | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (x.code === '23505')
      return `${typeof x.constraint === 'string' ? x.constraint : ''} ${typeof x.message === 'string' ? x.message : ''}`;
  }
  return null;
}

export const isUniqueViolation = (err: unknown): boolean => uniqueViolationOf(err) !== null;

/**
 * POST /register (admin): a marketplace and its owner account, in one transaction. Zoop has no
 * call that opens a marketplace (an account is a contract with Zoop): a marketplace without a
 * typed 'ID Zoop' runs on the platform's Zoop marketplace, the one every charge goes through, and
 * its sellers are registered at Zoop through the provider port when they are added.
 */
export async function registerMarketplace(ctx: AppContext, input: RegisterMarketplaceInput) {
  return uniqueEmail(ctx, input.email, async () =>
    insertMarketplaceAccount(ctx.db, {
      nome: input.nome,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      cpfCnpj: input.cpf_cnpj,
      contactPerson: input.contactPerson,
      phone: input.phone,
      website: input.website,
      address: input.address,
      zpkIdMarketplace: input.zpk_id_marketplace,
      idZoop: input.id ?? ctx.config.payments.zoopMarketplaceId,
      status: input.status,
    }),
  );
}

export const SIGNUP_ANSWER =
  'Se este email puder ser usado, a conta foi criada e enviamos um link de confirmação para ele. Entre com sua senha.';
export const TOO_MANY_SIGNUPS = 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.';

/**
 * POST /signup: the sign-up screen creates a customer account (the spec's client made no call).
 * Throttled per address before hashing. A taken e-mail gets the same answer, in about the same
 * time (the password is hashed either way, one insert either way), and its account is untouched:
 * the anonymous sign-up must not tell who is registered.
 */
export async function signupCustomer(
  ctx: AppContext,
  input: SignupInput,
  ip: string,
): Promise<UserRow | undefined> {
  const verdict = await ctx.signups.hit(ip);
  if (!verdict.allowed) throw AppError.tooManyRequests(TOO_MANY_SIGNUPS, verdict.retryAfterSeconds);
  return insertCustomerIfNew(ctx.db, {
    nome: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
}
