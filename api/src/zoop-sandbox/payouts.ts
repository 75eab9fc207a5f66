import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import type { Faults } from './faults';
import type { PayoutStore } from './payout-state';
import type { PayoutContext } from './payout-transfers';
import type { RequestLog } from './request-log';
import { payoutControlRoutes } from './routes-payout-control';
import { payoutRoutes } from './routes-payouts';
import { payoutListRoutes } from './routes-payout-lists';
import { moneyRoutes } from './routes-money';
import { moneyControlRoutes } from './routes-money-control';
import type { WebhookDispatcher } from './webhook-dispatcher';

type Deps = {
  ctx: SandboxContext;
  dispatcher: WebhookDispatcher;
  faults: Faults;
  requests: RequestLog;
  knownMarketplace: (
    req: FastifyRequest<{ Params: { mid?: string } }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
};

/**
 * Mounts money out on the sandbox (issue 25) in one call, so the plugin's wiring stays a single
 * appended line. Money out runs on its own clock, the real one moved on by `/_control/clock`
 * (payout-sales.ts `ledgerNow`); a sale is placed on it with the days moved before it, so a sale
 * made after a jump settles from the moved day. Charges stay on the real clock the API shares: a
 * moved one made every PIX expiry and boleto due date the API asked for lie in the past.
 */
export async function installPayouts(app: FastifyInstance, deps: Deps): Promise<PayoutStore> {
  const { ctx } = deps;
  const { payouts } = ctx;
  // `/_control/reset` clears the store (and every stored row): money out and the clock go with it.
  const resetStore = ctx.store.reset.bind(ctx.store);
  ctx.store.reset = () => {
    resetStore();
    payouts.clear();
    ctx.money.clear();
  };
  const p: PayoutContext = { ctx, payouts, dispatcher: deps.dispatcher };
  await app.register(
    async (control: FastifyInstance) => {
      payoutControlRoutes(control, p);
      moneyControlRoutes(control, ctx.money);
    },
    { prefix: '/_control' },
  );
  await app.register(
    async (api: FastifyInstance) => {
      deps.faults.install(api);
      deps.requests.install(api);
      api.addHook('onRequest', deps.knownMarketplace);
      payoutRoutes(api, p);
      payoutListRoutes(api, p);
      // Seller money (issue 38): the account history and antecipação, on the same ledger.
      moneyRoutes(api, p);
    },
    { prefix: '/v1/marketplaces/:mid' },
  );
  return payouts;
}
