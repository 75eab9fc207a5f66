import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { payoutsNow } from './sandbox-clock';
import { formatBRL, formatDateTime } from '@pagora/shared';
import type { Payout } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { providerBalance } from './balance';
import { oneAtATime } from './seller-queue';
import { ownSellerOnly, sellerInScope, type PayoutSeller } from './seller-scope';
import { bankAccounts, payouts, type BankAccountRow } from './tables';
import { applyTransfer, holdForVerification, isTransferRefused, refuse } from './transfer-apply';
import { payoutView } from './views';
import { gateway } from '../gateway';

export type PayoutRequest = { amountCents: number; bankAccountId?: string | undefined };

export async function listPayouts(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
): Promise<Payout[]> {
  const seller = await sellerInScope(ctx.db, who, sellerId);
  const rows = await ctx.db
    .select({ payout: payouts, account: bankAccounts })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.sellerId, seller.id))
    .orderBy(desc(payouts.createdAt))
    .limit(200);
  return rows.map((r) => payoutView(r.payout, r.account));
}

async function accountFor(db: Db, seller: PayoutSeller, id: string | undefined): Promise<BankAccountRow> {
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.sellerId, seller.id),
        isNull(bankAccounts.removedAt),
        id ? eq(bankAccounts.id, id) : eq(bankAccounts.isDefault, true),
      ),
    )
    .limit(1);
  if (account) return account;
  if (id) throw AppError.notFound('Conta bancária não encontrada.');
  throw AppError.conflict('Cadastre uma conta bancária padrão para sacar.', 'no_bank_account');
}

/**
 * The attempt, under the seller's lock: a repeated key answers its payout; otherwise the amount
 * must fit what is available less the payouts whose transfer we do not know yet (a transfer made
 * but unanswered is counted twice at worst, never not at all), and the row is written before the
 * provider hears of it.
 */
async function writeAttempt(ctx: AppContext, seller: PayoutSeller, key: string, input: PayoutRequest) {
  const now = await payoutsNow(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payout:${seller.id}`}, 0))`);
    const [earlier] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.sellerId, seller.id), eq(payouts.idempotencyKey, key)));
    if (earlier) {
      if (
        earlier.amountCents !== input.amountCents ||
        (input.bankAccountId && input.bankAccountId !== earlier.bankAccountId)
      )
        throw AppError.conflict(
          'Esta Idempotency-Key já foi usada em outro saque.',
          'idempotency_key_reused',
        );
      const [account] = await tx
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.id, earlier.bankAccountId));
      return { row: earlier, account: account!, replay: true };
    }
    const account = await accountFor(tx, seller, input.bankAccountId);
    if (account.payoutsAllowedFrom > now)
      throw AppError.conflict(
        `Conta bancária nova: o primeiro saque para ela fica disponível a partir de ${formatDateTime(account.payoutsAllowedFrom.toISOString())}.`,
        'bank_account_waiting',
      );
    const { availableCents } = await providerBalance(ctx, seller, tx);
    if (input.amountCents > availableCents)
      throw AppError.conflict(
        `Valor acima do saldo disponível (${formatBRL(availableCents)}).`,
        'insufficient_balance',
      );
    const [row] = await tx
      .insert(payouts)
      .values({
        sellerId: seller.id,
        marketplaceId: seller.marketplaceId,
        bankAccountId: account.id,
        amountCents: input.amountCents,
        idempotencyKey: key,
        // Sent as soon as this commits: from here on it is never sent again (see transfer-sync).
        sentAt: now,
      })
      .returning();
    return { row: row!, account, replay: false };
  });
}

/** 'Sacar': Idempotency-Key required; never more than what is available. */
export async function createPayout(
  ctx: AppContext,
  who: Principal,
  key: string | undefined,
  input: PayoutRequest,
): Promise<Payout> {
  ownSellerOnly(who);
  if (!key || key.length > 200)
    throw AppError.badRequest(
      'Informe o cabeçalho Idempotency-Key para solicitar o saque.',
      'Idempotency-Key',
      'idempotency_key_required',
    );
  const seller = await sellerInScope(ctx.db, who, undefined);
  return oneAtATime(`${seller.id}`, () => sacar(ctx, seller, key, input));
}

async function sacar(
  ctx: AppContext,
  seller: PayoutSeller,
  key: string,
  input: PayoutRequest,
): Promise<Payout> {
  const { row, account, replay } = await writeAttempt(ctx, seller, key, input);
  if (replay || row.status !== 'pendente') return payoutView(row, account);
  try {
    const transfer = await gateway(ctx).provider.createTransfer({
      sellerId: seller.idSeller,
      bankAccountId: account.providerAccountId,
      amountCents: row.amountCents,
      referenceId: row.id,
      description: 'Saque',
    });
    return payoutView(await applyTransfer(ctx, row.id, transfer), account);
  } catch (err) {
    if (isTransferRefused(err)) {
      await refuse(ctx, row.id);
      throw AppError.conflict(
        'O provedor recusou o saque: saldo disponível insuficiente.',
        'transfer_refused',
      );
    }
    if (answeredNo(err)) {
      await refuse(ctx, row.id, 'Recusado pelo provedor');
      throw AppError.conflict(
        'O provedor recusou o saque. Tente novamente mais tarde ou fale com o suporte.',
        'transfer_refused',
      );
    }
    // The answer was lost: the transfer may exist, and Zoop would make a second one if asked again.
    ctx.log.warn({ err, payoutId: row.id }, 'payout transfer outcome unknown; held for verification');
    return payoutView((await holdForVerification(ctx, row.id)) ?? row, account);
  }
}

/** A 4xx the provider answered (never a timeout): it made no transfer, so the payout failed. */
const answeredNo = (err: unknown) =>
  err instanceof AppError && err.status >= 400 && err.status < 500 && err.status !== 408;
