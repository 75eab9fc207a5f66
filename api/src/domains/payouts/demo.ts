import type { AppContext } from '../../platform/context';
import type { DemoAccounts } from '../demo';
import { bankByCode } from './banks';
import { bankAccounts, payouts } from './tables';
import { applyTransfer } from './transfer-sync';
import { gateway, sandboxControl } from '../gateway';

/** An approved test card of the sandbox (test-cards.ts); the number is never stored. */
const DEMO_CARD = {
  number: '4539003370725497',
  holderName: 'Diego Cliente',
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
};
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo seeder (registered in routes.ts), embedded sandbox only, once the API listens: the first
 * demo seller gets an Itaú account, three card sales paid 32 days ago (so the first installments
 * are available and the rest still to come) and one past payout, already paid. The sales are
 * dated in the past rather than the sandbox's clock moved on: a moved clock put every date the
 * demo shows (a PIX's release, a new account's first payout) a month ahead (issue 41).
 */
export async function seedDemoPayouts(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const seller = accounts.sellers[0]?.seller;
  if (!gateway(ctx).sandbox || !seller?.idSeller) return;
  void gateway(ctx).ready.then(() =>
    ctx.tasks.run(() => demoMoneyOut(ctx, { ...seller, cpfCnpj: seller.cpfCnpj.replace(/\D/g, '') })),
  );
}

type DemoSeller = { id: string; marketplaceId: string; idSeller: string; nome: string; cpfCnpj: string };

async function demoMoneyOut(ctx: AppContext, seller: DemoSeller): Promise<void> {
  const { provider } = gateway(ctx);
  const bank = bankByCode('341')!;
  const registered = await provider.registerBankAccount(seller.idSeller, {
    holderName: seller.nome,
    taxpayerId: seller.cpfCnpj,
    bankCode: bank.code,
    routingNumber: '0001',
    accountNumber: '12345-6',
    type: 'checking',
  });
  const now = Date.now();
  const [account] = await ctx.db
    .insert(bankAccounts)
    .values({
      sellerId: seller.id,
      marketplaceId: seller.marketplaceId,
      providerAccountId: registered.bankAccountId,
      holderName: seller.nome,
      taxpayerId: seller.cpfCnpj,
      bankCode: bank.code,
      bankName: bank.name,
      routingNumber: '0001',
      accountLast4: '3456',
      type: 'checking',
      isDefault: true,
      payoutsAllowedFrom: new Date(now - 30 * DAY_MS),
      createdAt: new Date(now - 31 * DAY_MS),
    })
    .returning();
  for (const [amountCents, installments] of [
    [45_000, 3],
    [12_990, 1],
    [89_900, 6],
  ] as const) {
    const sale = await provider.chargeCard({
      referenceId: `demo-payout-sale-${amountCents}`,
      amountCents,
      installments,
      sellerId: seller.idSeller,
      card: DEMO_CARD,
      description: 'Venda de demonstração',
    });
    if (sale.ok) await sandboxControl.backdateCharge(ctx, sale.charge.providerId, 32);
  }
  const [payout] = await ctx.db
    .insert(payouts)
    .values({
      sellerId: seller.id,
      marketplaceId: seller.marketplaceId,
      bankAccountId: account!.id,
      amountCents: 10_000,
      idempotencyKey: 'demo-payout',
      createdAt: new Date(now - DAY_MS),
    })
    .returning();
  const transfer = await provider.createTransfer({
    sellerId: seller.idSeller,
    bankAccountId: registered.bankAccountId,
    amountCents: payout!.amountCents,
    referenceId: payout!.id,
    description: 'Saque',
  });
  await applyTransfer(ctx, payout!.id, transfer);
  // The bank pays it (its webhook says so too; whichever comes first applies it).
  await sandboxControl.payTransfer(ctx, transfer.transferId);
  await applyTransfer(ctx, payout!.id, await provider.getTransfer(transfer.transferId));
}
