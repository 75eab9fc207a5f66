import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { newZoopId } from './state';
import { webhookView } from './views';
import { badRequest, listEnvelope, notFound } from './zoop-reply';

/** Zoop's request key is `event` (singular); answers list `events`. Both are accepted here. */
const registerSchema = z.object({
  url: z.url(),
  method: z.literal('POST').default('POST'),
  event: z.array(z.string()).optional(),
  events: z.array(z.string()).optional(),
  description: z.string().optional(),
  authorization: z.string().optional(),
});

export function webhookRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;

  app.post('/webhooks', async (req, reply) => {
    const b = registerSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'url is required');
    // No public Zoop source: re-registering a URL updates it in place (see below).
    // The same URL registered again (an instance restarted) is the same webhook, not a second
    // delivery of every event: it is updated in place. No public Zoop source says Zoop does this
    // (it may well add a second webhook); only the embedded demo's start relies on it
    // (embedded-sandbox.ts `ensureEngineWebhook`), never the adapter against real Zoop.
    const same = [...ctx.store.webhooks.values()].find((w) => w.url === b.data.url);
    const hook = {
      id: same?.id ?? newZoopId(),
      url: b.data.url,
      events: b.data.event ?? b.data.events ?? [],
      authorization: b.data.authorization ?? null,
      createdAt: same?.createdAt ?? ctx.opts.now(),
    };
    ctx.store.save('webhook', hook);
    return reply.code(same ? 200 : 201).send(webhookView(mid, hook));
  });

  app.get('/webhooks', async () => {
    const items = [...ctx.store.webhooks.values()].map((w) => webhookView(mid, w));
    return listEnvelope(`/v1/marketplaces/${mid}/webhooks`, items, 100, 0);
  });

  app.delete<{ Params: { id: string } }>('/webhooks/:id', async (req, reply) => {
    if (!ctx.store.remove('webhook', req.params.id)) return notFound(reply, 'webhook');
    return { id: req.params.id, resource: 'webhook', deleted: true };
  });
}
