import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { zoopCall } from './zoop-call';
import { ZOOP_EVENT_TYPES } from './zoop/webhook';

/** Every instance's webhook path starts so (each may have its own secret after it). */
export const ENGINE_HOOK_PREFIX = '/api/webhooks/zoop/';
export const isEngineHook = (url: string) => new URL(url).pathname.startsWith(ENGINE_HOOK_PREFIX);
/** Instances starting together register one after the other (`pg_advisory_lock` key). */
const REGISTRATION_LOCK = 35_015;

/**
 * One registration of the engine's webhook for all instances on the database: one registered by
 * another instance (its own port) is kept and this one adds none, copies left by earlier starts
 * are removed. The sandbox delivers it to the instance an event happens on (`webhookTarget`).
 */
export async function ensureEngineWebhook(ctx: AppContext, url: string): Promise<void> {
  const mid = ctx.config.payments.zoopMarketplaceId;
  await ctx.database.pinned(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [REGISTRATION_LOCK]);
    try {
      const listed = await zoopCall(ctx, 'GET', `/v1/marketplaces/${mid}/webhooks`);
      if (!listed.ok) throw new Error(`webhook list failed: HTTP ${listed.status}`);
      const engine = webhookListSchema.parse(await listed.json()).items.filter((w) => isEngineHook(w.url));
      // Registered again under the URL already there: the same webhook, its events brought up to date.
      await registerWebhook(ctx, engine[0]?.url ?? url);
      for (const copy of engine.slice(1)) {
        const res = await zoopCall(ctx, 'DELETE', `/v1/marketplaces/${mid}/webhooks/${copy.id}`);
        if (!res.ok && res.status !== 404) throw new Error(`webhook removal failed: HTTP ${res.status}`);
      }
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [REGISTRATION_LOCK]);
    }
  });
}

const webhookListSchema = z.object({ items: z.array(z.object({ id: z.string(), url: z.url() })) });

/** Zoop's `POST /webhooks` (the request field is `event`, singular). */
export async function registerWebhook(ctx: AppContext, url: string): Promise<void> {
  const config = ctx.config.payments;
  const res = await zoopCall(ctx, 'POST', `/v1/marketplaces/${config.zoopMarketplaceId}/webhooks`, {
    method: 'POST',
    url,
    // Exactly the events the product acts on (the adapter's list; docs/payments.md "Going live").
    event: ZOOP_EVENT_TYPES,
    description: 'Pagora payments engine',
    ...(config.zoopWebhookAuthorization ? { authorization: config.zoopWebhookAuthorization } : {}),
  });
  if (!res.ok) throw new Error(`webhook registration failed: HTTP ${res.status}`);
}
