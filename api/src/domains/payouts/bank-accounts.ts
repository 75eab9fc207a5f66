import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { BankAccount, BankAccountCreate } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { currentPasswordMatches } from '../accounts';
import { bankByCode } from './banks';
import { defaultChangedNotice } from './notices';
import { ownSellerOnly, sellerInScope, type PayoutSeller } from './seller-scope';
import { bankAccounts, type BankAccountRow } from './tables';
import { bankAccountView } from './views';
import { payoutsNow } from './sandbox-clock';
import { gateway } from '../gateway';

/** A new account's first payout waits this long: a stolen session cannot send the balance away at once. */
export const NEW_ACCOUNT_WAIT_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'Conta bancária não encontrada.';

export async function listBankAccounts(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
): Promise<BankAccount[]> {
  const seller = await sellerInScope(ctx.db, who, sellerId);
  const rows = await ctx.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.sellerId, seller.id), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.createdAt));
  const now = await payoutsNow(ctx);
  return rows.map((r) => bankAccountView(r, now));
}

/** Tokenizes and attaches the account at the provider, then keeps it; the first one is the default. */
export async function createBankAccount(
  ctx: AppContext,
  who: Principal,
  input: BankAccountCreate,
): Promise<BankAccount> {
  ownSellerOnly(who);
  const seller = await sellerInScope(ctx.db, who, undefined);
  const bank = bankByCode(input.bank_code);
  if (!bank) throw AppError.badRequest('Banco não encontrado na lista de bancos.', 'bank_code');
  if (input.taxpayer_id !== seller.cpfCnpj)
    throw AppError.badRequest('O CPF ou CNPJ do titular deve ser o mesmo do vendedor.', 'taxpayer_id');
  if (!seller.idSeller)
    throw AppError.conflict(
      'Sua conta ainda não está habilitada no provedor de pagamentos.',
      'no_provider_seller',
    );
  const routingNumber = input.routing_number.replace(/-.*/, '');
  const registered = await gateway(ctx).provider.registerBankAccount(seller.idSeller, {
    holderName: input.holder_name.trim(),
    taxpayerId: input.taxpayer_id,
    bankCode: bank.code,
    routingNumber,
    accountNumber: input.account_number,
    type: input.type,
  });
  const now = await payoutsNow(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.sellerId, seller.id), isNull(bankAccounts.removedAt)))
        .limit(1);
      const [inserted] = await tx
        .insert(bankAccounts)
        .values({
          sellerId: seller.id,
          marketplaceId: seller.marketplaceId,
          providerAccountId: registered.bankAccountId,
          holderName: input.holder_name.trim(),
          taxpayerId: input.taxpayer_id,
          bankCode: bank.code,
          bankName: bank.name,
          routingNumber: input.routing_number,
          accountLast4: input.account_number.replace(/\D/g, '').slice(-4),
          type: input.type,
          isDefault: current === undefined,
          payoutsAllowedFrom: new Date(now.getTime() + NEW_ACCOUNT_WAIT_MS),
        })
        .returning();
      return inserted!;
    });
    return bankAccountView(row, now);
  } catch (err) {
    // Nothing half-made: the provider's account goes if ours could not be kept.
    await gateway(ctx)
      .provider.removeBankAccount(registered.bankAccountId)
      .catch(() => undefined);
    throw err;
  }
}

async function ownAccount(ctx: AppContext, seller: PayoutSeller, id: string): Promise<BankAccountRow> {
  const [row] = await ctx.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.sellerId, seller.id), isNull(bankAccounts.removedAt)))
    .limit(1);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** Removed at the provider, kept here (past payouts name it) as removed. */
export async function removeBankAccount(ctx: AppContext, who: Principal, id: string): Promise<void> {
  ownSellerOnly(who);
  const seller = await sellerInScope(ctx.db, who, undefined);
  const row = await ownAccount(ctx, seller, id);
  await gateway(ctx).provider.removeBankAccount(row.providerAccountId);
  await ctx.db
    .update(bankAccounts)
    .set({ removedAt: new Date(), isDefault: false })
    .where(eq(bankAccounts.id, row.id));
}

/** Needs the current password; the owner is e-mailed in the same transaction. */
export async function setDefaultBankAccount(
  ctx: AppContext,
  who: Principal,
  id: string,
  password: string,
): Promise<BankAccount> {
  ownSellerOnly(who);
  const seller = await sellerInScope(ctx.db, who, undefined);
  const row = await ownAccount(ctx, seller, id);
  if (!(await currentPasswordMatches(ctx.db, who.userId, password)))
    throw AppError.badRequest('Senha atual incorreta.', 'password', 'wrong_password');
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    await tx
      .update(bankAccounts)
      .set({ isDefault: false })
      .where(and(eq(bankAccounts.sellerId, seller.id), ne(bankAccounts.id, row.id)));
    const [done] = await tx
      .update(bankAccounts)
      .set({ isDefault: true })
      .where(eq(bankAccounts.id, row.id))
      .returning();
    await defaultChangedNotice(tx, who, seller, done!, now);
    return done!;
  });
  return bankAccountView(updated, await payoutsNow(ctx));
}
