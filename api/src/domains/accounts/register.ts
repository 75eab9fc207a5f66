import type { RegisterMarketplaceInput, RegisterSellerInput, SignupInput } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import type { Principal } from './auth/sessions';
import { hashPassword } from './auth/password';
import {
  emailTaken,
  findMarketplace,
  insertCustomer,
  insertMarketplaceAccount,
  insertSellerAccount,
} from './repository';

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

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** POST /register (admin): a marketplace and its owner account, in one transaction. */
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
      status: input.status,
    }),
  );
}

/**
 * POST /register-seller: the marketplace comes from the session for role marketplace (a body
 * value is ignored); an admin names it.
 */
export async function registerSeller(
  ctx: AppContext,
  who: Principal,
  input: RegisterSellerInput & { id_seller?: string },
) {
  const marketplaceId = who.cargo === 'marketplace' ? who.marketplaceId : input.marketplaceId;
  if (!marketplaceId)
    throw AppError.badRequest('ID do marketplace não encontrado. Faça login novamente.', 'marketplaceId');
  if (!/^[0-9a-f-]{36}$/i.test(marketplaceId) || !(await findMarketplace(ctx.db, marketplaceId))) {
    throw AppError.notFound('Marketplace não encontrado.');
  }
  return uniqueEmail(ctx, input.email, async () =>
    insertSellerAccount(ctx.db, {
      nome: input.nome,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      cpfCnpj: input.cpf_cnpj,
      contactPerson: input.contactPerson,
      phone: input.phone,
      website: input.website,
      address: input.address,
      marketplaceId,
      idSeller: input.id_seller ?? '',
    }),
  );
}

/** POST /signup: the sign-up screen creates a customer account (the spec's client made no call). */
export async function signupCustomer(ctx: AppContext, input: SignupInput) {
  return uniqueEmail(ctx, input.email, async () =>
    insertCustomer(ctx.db, {
      nome: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      marketplaceId: null,
    }),
  );
}
