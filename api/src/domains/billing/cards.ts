import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { CARD_MESSAGES as M, type CardRegister, type SavedCard } from '@pagora/shared/contracts';
import { detectCardBrand, isExpiryValid } from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { buyersView } from '../accounts';
import { type Principal } from '../../platform/principal';
import { chargeStatusAllows, statusAllows } from './engine';
import { kickBilling } from './kick';
import { saoPauloToday } from './schedule';
import { savedCards, type SavedCardRow } from './tables';
import { gateway } from '../gateway';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  discover: 'Discover',
};

function view(c: SavedCardRow): SavedCard {
  return {
    id: c.id,
    bandeira: c.brand,
    titular: c.holderName,
    numero: `•••• •••• •••• ${c.last4}`,
    final: c.last4,
    validade: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}`,
    principal: c.principal,
  };
}

/**
 * The customer's own buyer record (the one their login belongs to). Ownership is checked before
 * anything else: another customer's userId is a plain 404, never a tokenizer error that would
 * tell it was tried at the provider.
 */
async function ownBuyer(ctx: AppContext, who: Principal, userId: string) {
  if (who.cargo !== 'customer') throw AppError.forbidden(M.notACustomer);
  if (userId !== who.userId) throw AppError.notFound(M.customerNotFound);
  const [buyer] = await ctx.db
    .select()
    .from(buyersView)
    .where(and(eq(buyersView.userId, who.userId), isNull(buyersView.deletedAt)))
    .orderBy(desc(buyersView.createdAt))
    .limit(1);
  if (!buyer) throw AppError.notFound('Cadastro de comprador não encontrado.');
  return buyer;
}

/** 'MM/AA' in either field (the spec sends the same validade in both), or plain numbers. */
function expiryOf(card: CardRegister): { month: number; year: number } {
  const part = (v: string | number, index: 0 | 1) => {
    if (typeof v === 'number') return v;
    const pieces = v.split('/');
    return Number(pieces.length === 2 ? pieces[index] : v);
  };
  const month = part(card.expiration_month, 0);
  const rawYear = part(card.expiration_year, 1);
  // A negative year ('-1') is no two-digit year: it used to become 1999 + 100 and reach the provider.
  const year = rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    year < 2000 ||
    year > 2100
  )
    throw AppError.badRequest(M.expiryInvalid, 'expiration_month');
  if (!isExpiryValid(`${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`))
    throw AppError.badRequest(M.expired, 'expiration_month');
  return { month, year };
}

export async function listCards(ctx: AppContext, who: Principal, userId: string): Promise<SavedCard[]> {
  const buyer = await ownBuyer(ctx, who, userId);
  return cardsOf(ctx, buyer.id);
}

async function cardsOf(ctx: AppContext, buyerId: string): Promise<SavedCard[]> {
  const rows = await ctx.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.buyerId, buyerId), isNull(savedCards.deletedAt)))
    .orderBy(desc(savedCards.principal), asc(savedCards.createdAt));
  return rows.map(view);
}

/**
 * POST /cadastrar-cartao/:userId: tokenized and attached to the customer's buyer at the provider;
 * only the provider's card id, brand, last 4, holder and expiry are kept. The number and CVV live
 * in this call's memory only. The first card, or one marked principal, becomes the principal card,
 * and the customer's overdue charges are tried with it at once.
 */
export async function registerCard(
  ctx: AppContext,
  who: Principal,
  userId: string,
  card: CardRegister,
): Promise<SavedCard> {
  const buyer = await ownBuyer(ctx, who, userId);
  const { month, year } = expiryOf(card);
  if (!buyer.idComprador)
    throw AppError.unprocessable(
      'Seu cadastro ainda não está habilitado para salvar cartões.',
      'buyer_not_onboarded',
    );
  const provider = gateway(ctx).provider;
  let providerCardId: string;
  try {
    const token = await provider.tokenizeCard({
      number: card.card_number,
      holderName: card.holder_name,
      expMonth: month,
      expYear: year,
      cvc: card.security_code,
    });
    providerCardId = (await provider.attachCard(token.tokenId, buyer.idComprador)).cardId;
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      throw AppError.unprocessable(M.tokenizeFailed, 'tokenize_failed');
    throw err;
  }
  const brandKey = detectCardBrand(card.card_number);
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(
        and(eq(savedCards.buyerId, buyer.id), eq(savedCards.principal, true), isNull(savedCards.deletedAt)),
      )
      .limit(1);
    const principal = card.principal || !existing;
    if (principal && existing)
      await tx.update(savedCards).set({ principal: false }).where(eq(savedCards.id, existing.id));
    const [row] = await tx
      .insert(savedCards)
      .values({
        buyerId: buyer.id,
        userId: who.userId,
        providerCardId,
        brand: brandKey ? (BRAND_NAMES[brandKey] ?? brandKey) : 'Outra',
        last4: card.card_number.slice(-4),
        holderName: card.holder_name,
        expMonth: month,
        expYear: year,
        principal,
      })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    return { row, principal };
  });
  if (id.principal) await retryOpenChargesNow(ctx, buyer.id);
  return view(id.row);
}

async function ownCard(ctx: AppContext, who: Principal, id: string): Promise<SavedCardRow> {
  if (who.cargo !== 'customer') throw AppError.forbidden(M.notACustomer);
  const [card] = await ctx.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, who.userId), isNull(savedCards.deletedAt)))
    .limit(1);
  if (!card) throw AppError.notFound('Cartão não encontrado.');
  return card;
}

/** PUT /cartoes/:id/principal: exactly one principal card (a unique index holds it too). */
export async function setPrincipal(ctx: AppContext, who: Principal, id: string): Promise<SavedCard[]> {
  const card = await ownCard(ctx, who, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(savedCards)
      .set({ principal: false })
      .where(and(eq(savedCards.buyerId, card.buyerId), ne(savedCards.id, id)));
    await tx.update(savedCards).set({ principal: true }).where(eq(savedCards.id, id));
  });
  await retryOpenChargesNow(ctx, card.buyerId);
  return cardsOf(ctx, card.buyerId);
}

/**
 * DELETE /cartoes/:id: not the principal card while a subscription still charges and no other card
 * could take its place (409). Removing a principal card with others left makes the oldest principal.
 */
export async function removeCard(ctx: AppContext, who: Principal, id: string): Promise<SavedCard[]> {
  const card = await ownCard(ctx, who, id);
  await ctx.db.transaction(async (tx) => {
    if (card.principal) {
      const [other] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.buyerId, card.buyerId), ne(savedCards.id, id), isNull(savedCards.deletedAt)))
        .orderBy(asc(savedCards.createdAt))
        .limit(1);
      const active = await tx.execute(
        sql`SELECT 1 FROM subscriptions WHERE buyer_id = ${card.buyerId} AND ${statusAllows(sql`status`, 'engine_attempts')} LIMIT 1`,
      );
      const hasActive = ((active as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
      if (!other && hasActive) throw AppError.conflict(M.principalInUse, 'principal_card_in_use');
      await tx
        .update(savedCards)
        .set({ principal: false, deletedAt: new Date() })
        .where(eq(savedCards.id, id));
      if (other) await tx.update(savedCards).set({ principal: true }).where(eq(savedCards.id, other.id));
      return;
    }
    await tx.update(savedCards).set({ deletedAt: new Date() }).where(eq(savedCards.id, id));
  });
  return cardsOf(ctx, card.buyerId);
}

/** A new principal card: the buyer's overdue charges are due again today, and a sweep runs soon. */
async function retryOpenChargesNow(ctx: AppContext, buyerId: string) {
  const today = saoPauloToday(new Date());
  await ctx.db.execute(sql`
    UPDATE subscription_charges c SET next_attempt_on = ${today}::date, updated_at = now()
      FROM subscriptions s
     WHERE s.id = c.subscription_id AND s.buyer_id = ${buyerId} AND ${chargeStatusAllows(sql`c.status`, 'rescheduled')}
       AND ${statusAllows(sql`s.status`, 'engine_attempts')} AND c.next_attempt_on > ${today}::date
       -- A boleto subscription's retries wait for their day: a card changes nothing there.
       AND NOT ('bank_slip' = ANY (s.payment_methods))`);
  kickBilling(ctx);
}
