import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { DemoAccounts } from '../demo';
import { bankByCode } from './banks';
import { bankAccounts, payouts } from './tables';
import { applyTransfer } from './transfer-sync';
import { cardOutcomeOf, gateway, sandboxControl } from '../gateway';

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
  const registered = await persisting(
    () =>
      provider.registerBankAccount(seller.idSeller, {
        holderName: seller.nome,
        taxpayerId: seller.cpfCnpj,
        bankCode: bank.code,
        routingNumber: '0001',
        accountNumber: '12345-6',
        type: 'checking',
      }),
    async () =>
      (await provider.listBankAccounts(seller.idSeller)).find(
        (a) => a.bankCode === bank.code && a.routingNumber === '0001',
      ) ?? null,
  );
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
    const referenceId = `demo-payout-sale-${amountCents}`;
    const sale = await persisting(
      () =>
        provider.chargeCard({
          referenceId,
          amountCents,
          installments,
          sellerId: seller.idSeller,
          card: DEMO_CARD,
          description: 'Venda de demonstração',
        }),
      async () => {
        const charge = await provider.findChargeByReference(referenceId);
        return charge ? cardOutcomeOf(charge) : null;
      },
    );
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
  // Not asked again when its answer is lost: Zoop does not deduplicate transfers, and the seller's
  // transfer sync (transfer-sync.ts) books the one the provider made when its webhook arrives.
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

const ATTEMPTS = 6;
const FIRST_WAIT_MS = 1_000;

/** The provider may or may not have acted: a timeout, a 5xx. */
const answerLost = (err: unknown) => err instanceof AppError && err.code === 'provider_unavailable';

/**
 * One provider call of the seeder, made again when its answer is lost, up to ATTEMPTS times over
 * about a minute. CI's PGlite pass saw the bank account's registration time out (the embedded
 * sandbox waited for the one busy database connection) and the demo lost all its money-out
 * history; a slow first `npm start` could too. Before each new try, `find` looks for what the lost
 * call may have done at the provider, so nothing is created twice.
 */
async function persisting<T>(call: () => Promise<T>, find: () => Promise<T | null>): Promise<T> {
  let lost = false;
  for (let attempt = 1; ; attempt++) {
    try {
      if (lost) {
        const found = await find();
        if (found) return found;
      }
      return await call();
    } catch (err) {
      if (attempt >= ATTEMPTS || !answerLost(err)) throw err;
      lost = true;
      await sleep(FIRST_WAIT_MS * 2 ** (attempt - 1));
    }
  }
}
