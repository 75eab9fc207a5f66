import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { planCreateSchema } from '@pagora/shared';
import { cardRegisterSchema, subscriptionBodySchema } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { accountPrincipal } from '../../platform/principal';
import type { DemoAccounts } from '../demo';
import { createPlan } from '../recurrence-plans';
import { registerCard } from './cards';
import { chargeStatusAllows, runBillingSweep } from './engine';
import { subscriptionCharges } from './tables';
import { createSubscription } from './subscriptions';
import { gateway } from '../gateway';

const DECLINING = '6011 4578 1994 0087';
const APPROVED = '4539 0033 7072 5497';

/**
 * Demo seeder (registered in routes.ts): the demo customer's landing page is never empty. Through
 * the product's own functions and the embedded sandbox, once the API listens: 'Plano Premium' is
 * charged today on a card the sandbox declines and goes vencida; then an approving card becomes
 * the principal one and 'Clube do Café', charged today on it, is ativo and renews on it. The
 * overdue charge is left waiting for the visitor's 'Pagar' (docs/billing.md, "Demo data").
 */
export async function seedDemoBilling(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  if (!gateway(ctx).sandbox) return;
  void gateway(ctx).ready.then(() =>
    ctx.tasks.run(() =>
      demoSubscriptions(ctx, accounts).catch((err: unknown) =>
        ctx.log.warn({ err }, 'demo subscriptions not created'),
      ),
    ),
  );
}

async function demoSubscriptions(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const first = accounts.sellers[0];
  if (!first) return;
  const seller = accountPrincipal({
    sessionId: 'demo-seed',
    userId: first.user.id,
    nome: first.user.nome,
    email: first.user.email,
    cargo: 'seller',
    marketplaceId: first.seller.marketplaceId,
    sellerId: first.seller.id,
  });
  const c = accounts.customer;
  const customer = accountPrincipal({
    sessionId: 'demo-seed',
    userId: c.id,
    nome: c.nome,
    email: c.email,
    cargo: 'customer',
    marketplaceId: c.marketplaceId,
    sellerId: null,
  });
  const buyer = accounts.customerBuyer;
  if (!buyer) return;

  const card = (number: string, principal: boolean) =>
    cardRegisterSchema.parse({
      card_number: number,
      holder_name: 'Diego Cliente',
      expiration_month: '12/35',
      expiration_year: '12/35',
      security_code: '123',
      principal,
    });
  await registerCard(ctx, customer, c.id, card(DECLINING, true));

  const plan = (nome: string, description: string, amount: number) =>
    createPlan(
      ctx,
      seller,
      planCreateSchema.parse({ nome, description, amount, frequency: 'mensal', interval: 1 }),
    );
  const coffee = await plan('Clube do Café', 'Um pacote de café especial por mês', 4990);
  const premium = await plan('Plano Premium', 'Acesso premium mensal', 9990);
  const subscribe = (planoId: string, amount: string) =>
    createSubscription(
      ctx,
      seller,
      subscriptionBodySchema.parse({ plano_id: planoId, customer_id: buyer.id, amount }),
    );
  const overdue = await subscribe(premium.id, '99,90');
  await chargedToday(ctx, overdue.id);
  // Without a retry date the engine neither retries it on the approving card below nor gives it
  // up as inativa after the retry days: it stays overdue for the visitor, on any later day. A new
  // principal card only brings forward charges that have a date (cards.ts).
  await ctx.db
    .update(subscriptionCharges)
    .set({ nextAttemptOn: null, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, overdue.id),
        chargeStatusAllows(subscriptionCharges.status, 'rescheduled'),
      ),
    );

  await registerCard(ctx, customer, c.id, card(APPROVED, true));
  const active = await subscribe(coffee.id, '49,90');
  await chargedToday(ctx, active.id);
}

/**
 * Sweeps until the subscription's first charge has been tried and its outcome recorded. The sweep
 * its creation queued on the job queue may be the one charging it, beside ours: a refusal must be
 * on record before its retry date is taken away, and both must be done before the seeder returns.
 */
async function chargedToday(ctx: AppContext, subscriptionId: string): Promise<void> {
  for (let round = 0; round < 300; round++) {
    // A SIGTERM right after a first start: the sandbox this waits on is going down with the
    // process, and the shutdown waits for this task (it held it past its 25 s deadline).
    if (ctx.lifecycle.draining) throw new Error('shutting down before the demo charge settled');
    await runBillingSweep(ctx);
    const [settled] = await ctx.database.query<{ id: string }>(
      `SELECT c.id FROM subscription_charges c
        WHERE c.subscription_id = $1
          AND EXISTS (SELECT 1 FROM subscription_charge_attempts a WHERE a.charge_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM subscription_charge_attempts a
                           WHERE a.charge_id = c.id AND a.outcome = 'em_andamento')`,
      [subscriptionId],
    );
    if (settled) return;
    await sleep(100);
  }
  throw new Error(`demo subscription ${subscriptionId} was not charged`);
}
