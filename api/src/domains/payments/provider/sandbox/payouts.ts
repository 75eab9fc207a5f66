import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import type { Faults } from './faults';
import type { PayoutStore } from './payout-state';
import type { PayoutContext } from './payout-transfers';
import type { RequestLog } from './request-log';
import { payoutControlRoutes } from './routes-payout-control';
import { payoutRoutes } from './routes-payouts';
import type { WebhookDispatcher } from './webhook-dispatcher';

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * appended line. The sandbox's clock becomes the real one plus the control offset: everything that
 * reads `opts.now` (charges, PIX expiry, webhooks) lives on the moved clock, so a sale made after
 * a jump settles from the moved day.
 */
export async function installPayouts(app: FastifyInstance, deps: Deps): Promise<PayoutStore> {
  const { ctx } = deps;
  const { payouts } = ctx;
  const realNow = ctx.opts.now;
  ctx.opts.now = () => new Date(realNow().getTime() + payouts.offsetDays * DAY_MS);
  // `/_control/reset` clears the store (and every stored row): money out and the clock go with it.
  const resetStore = ctx.store.reset.bind(ctx.store);
  ctx.store.reset = () => {
    resetStore();
    payouts.clear();
  };
  const p: PayoutContext = { ctx, payouts, dispatcher: deps.dispatcher };
  await app.register(async (control: FastifyInstance) => payoutControlRoutes(control, p), {
    prefix: '/_control',
  });
  await app.register(
    async (api: FastifyInstance) => {
      deps.faults.install(api);
      deps.requests.install(api);
      api.addHook('onRequest', deps.knownMarketplace);
      payoutRoutes(api, p);
    },
    { prefix: '/v1/marketplaces/:mid' },
  );
  return payouts;
}
