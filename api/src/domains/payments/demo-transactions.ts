import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DemoAccounts } from '../demo';
import { findDefaultPlan } from '../interest-plans';
import { loadPayableLink, paymentLinksView, priceInstallments } from '../links';
import { demoHistory } from './demo-history';
import { sandboxControl } from '../gateway';
import { payLink } from './pay-link';
import { transactions } from './tables';
import { gateway } from '../gateway';

const BATCH = 200;

/**
 * Demo seeder (registered in routes.ts): a year of history for every demo seller of both
 * marketplaces, inserted in batches through the transactions table's insert, and, once the API is
 * listening, a handful of real charges through the embedded sandbox with the checkout's own path.
 */
export async function seedDemoTransactions(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const now = Date.now();
  let seed = 20_240_501;
  const first = accounts.sellers[0]?.seller.id;
  for (const { seller } of accounts.sellers) {
    const links = await ctx.db
      .select()
      .from(paymentLinksView)
      .where(eq(paymentLinksView.sellerId, seller.id))
      .orderBy(asc(paymentLinksView.createdAt));
    if (links.length === 0) continue;
    const plan = await findDefaultPlan(ctx.db, seller.marketplaceId);
    const rows = demoHistory({
      seller,
      links,
      rates: plan?.parcelas ?? [],
      seed: seed++,
      now,
      latePix: seller.id === first ? 2 : 0,
    });
    for (let i = 0; i < rows.length; i += BATCH)
      await ctx.db.insert(transactions).values(rows.slice(i, i + BATCH));
  }
  if (gateway(ctx).sandbox && first) {
    void gateway(ctx).ready.then(() => ctx.tasks.run(() => liveDemoCharges(ctx, first)));
  }
}

const CARD = {
  paymentMethod: 'credit_card',
  expiry: '12/35',
  cvc: '123',
  name: 'Diego Cliente',
  cpf: '862.883.667-57',
  email: 'customer@pagora.demo',
};

/** Real charges in the sandbox: an approved and a declined card, a paid PIX and a pending one. */
async function liveDemoCharges(ctx: AppContext, sellerId: string): Promise<void> {
  const links = await ctx.db.select().from(paymentLinksView).where(eq(paymentLinksView.sellerId, sellerId));
  const live = links.find(
    (l) =>
      l.status === 'ativo' && l.paymentMethods.includes('pix') && l.paymentMethods.includes('credit_card'),
  );
  if (!live) return;
  const valor = live.amountCents / 100;
  // Counted by the velocity limits like any payer's, under an address of their own.
  const payer = { idempotencyKey: undefined, clientAddress: 'demo-seed' };
  // Each card charge carries the total the payer page shows for its count, as the checkout's does.
  const payable = await loadPayableLink(ctx.db, live.id);
  const byCard = (number: string, installments: number) => ({
    ...CARD,
    number,
    installments,
    quotedTotalCents: priceInstallments(payable, installments).totalCents,
  });
  await payLink(ctx, live.id, byCard('4539 0033 7072 5497', 2), payer);
  await payLink(ctx, live.id, byCard('6011 4578 1994 0087', 1), payer);
  const paid = await payLink(ctx, live.id, { paymentMethod: 'pix', valor }, payer);
  await payLink(ctx, live.id, { paymentMethod: 'pix', valor }, payer);
  const id = (paid.body as { id: string }).id;
  const [row] = await ctx.database.query<{ provider_id: string }>(
    'SELECT provider_id FROM transactions WHERE id = $1',
    [id],
  );
  if (row?.provider_id) await sandboxControl.payPix(ctx, row.provider_id);
}
