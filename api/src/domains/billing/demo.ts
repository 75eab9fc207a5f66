import { planCreateSchema } from '@pagora/shared';
import { cardRegisterSchema, subscriptionBodySchema } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../accounts';
import type { DemoAccounts } from '../demo';
import { createPlan } from '../recurrence-plans';
import { registerCard } from './cards';
import { runBillingSweep } from './engine';
import { payOpenCharge } from './pay';
import { createSubscription } from './subscriptions';

const DECLINING = '6011 4578 1994 0087';
const APPROVED = '4539 0033 7072 5497';

/**
 * Demo seeder (registered in routes.ts): the demo customer's landing page is never empty. Through
 * the product's own functions and the embedded sandbox, once the API listens: two subscriptions to
 * the demo seller's plans, both charged today on a principal card the sandbox declines, so both go
 * vencida; the customer then pays one of them with a second, approved card ('Realizar Pagamento'),
 * which makes it ativo again. The other stays overdue for the visitor to pay.
 */
export async function seedDemoBilling(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  if (!ctx.payments.sandbox) return;
  void ctx.payments.ready.then(() =>
    ctx.payments.background(() =>
      demoSubscriptions(ctx, accounts).catch((err: unknown) =>
        ctx.payments.logger.warn({ err }, 'demo subscriptions not created'),
      ),
    ),
  );
}

async function demoSubscriptions(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const first = accounts.sellers[0];
  if (!first) return;
  const seller: Principal = {
    sessionId: 'demo-seed',
    userId: first.user.id,
    nome: first.user.nome,
    email: first.user.email,
    cargo: 'seller',
    marketplaceId: first.seller.marketplaceId,
    sellerId: first.seller.id,
  };
  const c = accounts.customer;
  const customer: Principal = {
    sessionId: 'demo-seed',
    userId: c.id,
    nome: c.nome,
    email: c.email,
    cargo: 'customer',
    marketplaceId: c.marketplaceId,
    sellerId: null,
  };
  const [buyer] = await ctx.database.query<{ id: string }>('SELECT id FROM buyers WHERE user_id = $1', [
    c.id,
  ]);
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
  const active = await subscribe(coffee.id, '49,90');
  await subscribe(premium.id, '99,90');
  await runBillingSweep(ctx);

  const approved = await registerCard(ctx, customer, c.id, card(APPROVED, false));
  await payOpenCharge(ctx, customer, active.id, approved.id, `demo-${active.id}`);
}
