import { eq, type SQL } from 'drizzle-orm';
import type { BuyerCreate, BuyerUpdate } from '@pagora/shared';
import { BUYER_MESSAGES as M, type BuyerRecord } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import {
  buyersView,
  dropSessionsCache,
  hashPassword,
  insertBuyer,
  insertCustomer,
  markBuyerRemoved,
  uniqueViolationOf,
  retireLoginRows,
  unusablePasswordHash,
  updateBuyerRecord,
  updateLogin,
} from '../accounts';
import { inviteBuyer, resendBuyerInvitation, withInvitations } from './invite';
import { type Principal } from '../../platform/principal';
import { managedOr404, readsOwned, requireTenantOwner, type ListQuery } from '../../platform/owned-resource';
import {
  emailTaken,
  findBuyer,
  findSellerRef,
  listBuyers,
  providerIdTaken,
  type BuyerJoined,
} from './repository';
import { gateway } from '../gateway';

const CNPJ_AT_PROVIDER =
  'Cadastrar na Zoop está disponível para compradores com CPF. Informe o ID do Comprador já cadastrado.';

/** The view of spec 001 "Buyer". taxa_repasse_juros is not kept per buyer: 0. */
export function buyerRecord({ buyer, sellerNome }: BuyerJoined): BuyerRecord {
  return {
    id: buyer.id,
    id_comprador: buyer.idComprador,
    nome: buyer.nome,
    email: buyer.email,
    cpf_cnpj: buyer.cpfCnpj,
    id_juros: null,
    taxa_repasse_juros: 0,
    contactPerson: buyer.contactPerson,
    phone: buyer.phone,
    website: buyer.website,
    address: buyer.address,
    cliente: { id: buyer.userId },
    seller_id_comprador: buyer.sellerId,
    seller: { id: buyer.sellerId, nome: sellerNome },
    marketplaceId: buyer.marketplaceId,
    createdAt: buyer.createdAt.toISOString(),
  };
}

/** What the create and edit forms keep of a buyer, as the record's columns. */
const recordFields = (input: BuyerCreate | BuyerUpdate) => ({
  nome: input.nome,
  email: input.email,
  cpfCnpj: input.cpf_cnpj,
  contactPerson: input.contactPerson,
  phone: input.phone,
  website: input.website,
  address: input.address,
});

/**
 * A buyer the caller may change: its seller or that seller's marketplace (the tenant rule); an
 * admin only reads. Anyone else: 404.
 */
async function managedBuyer(ctx: AppContext, who: Principal, id: string): Promise<BuyerJoined> {
  requireTenantOwner(who);
  const rules = { reads: (b: BuyerJoined) => readsOwned(who, b.buyer), manages: () => true };
  return managedOr404(await findBuyer(ctx.db, id), rules, M.notFound);
}

/**
 * A seller the caller may act for: a seller itself; a marketplace its own sellers; an admin may
 * read any (the routes keep admins to reads).
 */
async function sellerFor(ctx: AppContext, who: Principal, named: string | undefined) {
  const ref = who.cargo === 'seller' ? who.sellerId : named;
  if (!ref) throw AppError.badRequest('Selecione o vendedor do comprador.', 'seller_id_comprador');
  const seller = await findSellerRef(ctx.db, ref);
  const mine = who.cargo === 'admin' || (seller && seller.marketplaceId === who.marketplaceId);
  if (!seller || !mine) throw AppError.notFound(M.sellerNotFound);
  return seller;
}

/**
 * GET /customers/:sellerId: a seller's buyers. The id names a seller (record or login id); a
 * marketplace or an admin may name themselves for every buyer they can see.
 */
export async function buyerPage(ctx: AppContext, who: Principal, sellerId: string, q: ListQuery) {
  let scope: SQL | undefined;
  const everything =
    sellerId === who.userId || (who.cargo === 'marketplace' && sellerId === who.marketplaceId);
  if (everything && who.cargo === 'admin') scope = undefined;
  else if (everything && who.cargo === 'marketplace' && who.marketplaceId)
    scope = eq(buyersView.marketplaceId, who.marketplaceId);
  else scope = eq(buyersView.sellerId, (await sellerFor(ctx, who, sellerId)).id);
  if (who.cargo === 'seller' && sellerId !== who.userId && sellerId !== who.sellerId)
    throw AppError.notFound(M.sellerNotFound);
  const page = await listBuyers(ctx.db, scope, q);
  return { ...page, dados: await withInvitations(ctx.db, page.dados.map(buyerRecord)) };
}

async function checkTypedProviderId(ctx: AppContext, id: string, exceptId?: string) {
  if (await providerIdTaken(ctx.db, id, exceptId)) throw AppError.conflict(M.idInUse, 'id_in_use');
  try {
    await gateway(ctx).provider.getBuyer(id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found')
      throw AppError.unprocessable(M.idInvalid, 'provider_id_invalid', 'id_comprador');
    throw err;
  }
}

async function registerAtProvider(ctx: AppContext, input: BuyerCreate): Promise<string> {
  if (input.cpf_cnpj.length !== 11)
    throw AppError.unprocessable(CNPJ_AT_PROVIDER, 'cnpj_at_provider', 'id_comprador');
  const [firstName = input.nome, ...rest] = input.nome.split(/\s+/);
  const phoneNumber = input.phone.replace(/\D/g, '') || undefined;
  const { buyerId } = await gateway(ctx).provider.createBuyer({
    firstName,
    lastName: rest.join(' ') || firstName,
    email: input.email,
    taxpayerId: input.cpf_cnpj,
    ...(phoneNumber ? { phoneNumber } : {}),
  });
  return buyerId;
}

/**
 * Two requests with one new e-mail or provider id (a double click) both pass the checks above;
 * the second one's insert hits the unique index and gets the 409 a plain duplicate gets, not a 500.
 */
async function sameEmailIsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const clash = uniqueViolationOf(err);
    if (clash?.includes('buyers_id_comprador_key')) throw AppError.conflict(M.idInUse, 'id_in_use');
    if (clash) throw AppError.conflict(M.emailTaken, 'email_taken');
    throw err;
  }
}

/**
 * POST /create-comprador: the buyer at the provider (checked or created) first, then one local
 * transaction for the customer login, the buyer and its invitation e-mail, so a provider failure
 * leaves nothing here. Without a password (the form sends none) the login cannot sign in until
 * the buyer sets one through the invitation.
 */
export async function createBuyer(ctx: AppContext, who: Principal, input: BuyerCreate): Promise<BuyerRecord> {
  requireTenantOwner(who);
  const seller = await sellerFor(ctx, who, input.seller_id_comprador);
  if (await emailTaken(ctx.db, input.email)) throw AppError.conflict(M.emailTaken, 'email_taken');
  let idComprador: string;
  if (input.cadastrar_na_zoop) {
    idComprador = await registerAtProvider(ctx, input);
    // The provider answers the buyer it already has for this CPF: another customer's, or one a
    // boleto payer left (free to adopt).
    if (await providerIdTaken(ctx.db, idComprador)) throw AppError.conflict(M.cpfInUse, 'cpf_in_use');
  } else {
    idComprador = input.id_comprador ?? '';
    await checkTypedProviderId(ctx, idComprador);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : await unusablePasswordHash();
  const id = await sameEmailIsConflict(() =>
    ctx.db.transaction(async (tx) => {
      const user = await insertCustomer(tx, {
        nome: input.nome,
        email: input.email,
        passwordHash,
        marketplaceId: seller.marketplaceId,
        invited: !input.password,
      });
      const row = await insertBuyer(tx, {
        sellerId: seller.id,
        marketplaceId: seller.marketplaceId,
        userId: user.id,
        idComprador,
        ...recordFields(input),
      });
      if (!row) throw new Error('buyer insert returned nothing');
      await inviteBuyer(tx, who, { userId: user.id, nome: input.nome, email: input.email }, seller);
      return row.id;
    }),
  );
  return recordOf(ctx, id);
}

async function recordOf(ctx: AppContext, id: string): Promise<BuyerRecord> {
  const found = await findBuyer(ctx.db, id);
  if (!found) throw AppError.notFound(M.notFound);
  const [record] = await withInvitations(ctx.db, [buyerRecord(found)]);
  return record ?? buyerRecord(found);
}

/** POST /customer-invite/:id: 'Reenviar convite', by whoever may change the buyer. */
export async function resendInvitation(ctx: AppContext, who: Principal, id: string): Promise<BuyerRecord> {
  await resendBuyerInvitation(ctx, who, await managedBuyer(ctx, who, id));
  return recordOf(ctx, id);
}

/** PUT /customer-update/:id: an empty password keeps the stored one; the login follows name and e-mail. */
export async function updateBuyer(
  ctx: AppContext,
  who: Principal,
  id: string,
  input: BuyerUpdate,
): Promise<BuyerRecord> {
  const { buyer } = await managedBuyer(ctx, who, id);
  if (input.id_comprador && input.id_comprador !== buyer.idComprador)
    await checkTypedProviderId(ctx, input.id_comprador, buyer.id);
  if (await emailTaken(ctx.db, input.email, buyer.userId))
    throw AppError.conflict(M.emailTaken, 'email_taken');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const at = new Date();
  await sameEmailIsConflict(() =>
    ctx.db.transaction(async (tx) => {
      await updateBuyerRecord(tx, buyer.id, {
        idComprador: input.id_comprador ?? buyer.idComprador,
        ...recordFields(input),
        updatedAt: at,
      });
      if (buyer.userId)
        await updateLogin(tx, buyer.userId, {
          nome: input.nome,
          email: input.email,
          updatedAt: at,
          ...(passwordHash ? { passwordHash } : {}),
        });
    }),
  );
  if (buyer.userId) await dropSessionsCache(ctx, buyer.userId);
  return recordOf(ctx, buyer.id);
}

/** DELETE /customer-delete/:id: kept for the payment history; its login ends at once. */
export async function removeBuyer(ctx: AppContext, who: Principal, id: string): Promise<void> {
  const { buyer } = await managedBuyer(ctx, who, id);
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    await markBuyerRemoved(tx, buyer.id, at);
    if (buyer.userId) await retireLoginRows(tx, buyer.userId, at);
  });
  if (buyer.userId) await dropSessionsCache(ctx, buyer.userId);
}
