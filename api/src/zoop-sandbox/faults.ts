import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { zoopErrorBody } from './zoop-reply';

/**
 * Fault switches, set through `PUT /_control/faults`. API faults apply to the Zoop routes only
 * (never to control calls), optionally to one HTTP method.
 */
const apiFaultsSchema = z.object({
  /** Added before the answer is sent, after the request was processed. */
  delayMs: z.number().int().min(0).default(0),
  /** How many matching requests get the delay; null = all until reset. */
  delayCount: z.number().int().min(0).nullable().default(null),
  /** The next N matching requests answer `failStatus` with Zoop's error envelope. */
  failNext: z.number().int().min(0).default(0),
  failStatus: z.number().int().min(500).max(599).default(500),
  /** Process the request first (e.g. create the charge), then fail: the "lost answer" case. */
  failAfterProcessing: z.boolean().default(false),
  /** The next N matching 2xx answers arrive cut short (not JSON): processed, but unreadable. */
  garbleNext: z.number().int().min(0).default(0),
  method: z.enum(['ANY', 'GET', 'POST', 'PUT', 'DELETE']).default('ANY'),
  /** Only requests whose path (query aside) ends with this, e.g. `/transactions`; null = all. */
  pathEndsWith: z.string().min(1).nullable().default(null),
});

const webhookFaultsSchema = z.object({
  delayMs: z.number().int().min(0).default(0),
  dropNext: z.number().int().min(0).default(0),
  duplicate: z.boolean().default(false),
  reorder: z.boolean().default(false),
});

export const faultsPatchSchema = z.object({
  api: apiFaultsSchema.partial().optional(),
  webhooks: webhookFaultsSchema.partial().optional(),
});

export type ApiFaults = z.output<typeof apiFaultsSchema>;
export type WebhookFaults = z.output<typeof webhookFaultsSchema>;
export type FaultsPatch = z.input<typeof faultsPatchSchema>;

export class Faults {
  api: ApiFaults = apiFaultsSchema.parse({});
  webhooks: WebhookFaults = webhookFaultsSchema.parse({});

  /** Each section given replaces that section (unset fields fall back to their defaults). */
  set(patch: z.output<typeof faultsPatchSchema>): void {
    if (patch.api) this.api = apiFaultsSchema.parse(patch.api);
    if (patch.webhooks) this.webhooks = webhookFaultsSchema.parse(patch.webhooks);
  }

  reset(): void {
    this.set({ api: {}, webhooks: {} });
  }

  /** Hooks for the encapsulated Zoop routes. */
  install(app: FastifyInstance): void {
    const matches = (method: string, url: string) =>
      (this.api.method === 'ANY' || this.api.method === method) &&
      (this.api.pathEndsWith === null || url.split('?')[0]!.endsWith(this.api.pathEndsWith));
    const failBody = () =>
      zoopErrorBody(
        this.api.failStatus,
        'processing_error',
        'server_api_error',
        'Sandbox fault: simulated server error',
      );

    app.addHook('onRequest', async (req, reply) => {
      if (this.api.failNext > 0 && !this.api.failAfterProcessing && matches(req.method, req.url)) {
        this.api.failNext -= 1;
        return reply.code(this.api.failStatus).send(failBody());
      }
    });

    app.addHook('onSend', async (req, reply, payload) => {
      let out = payload;
      if (this.api.failNext > 0 && this.api.failAfterProcessing && matches(req.method, req.url)) {
        this.api.failNext -= 1;
        reply.code(this.api.failStatus);
        out = JSON.stringify(failBody());
      }
      if (this.api.garbleNext > 0 && reply.statusCode < 300 && matches(req.method, req.url)) {
        this.api.garbleNext -= 1;
        out = String(out).slice(0, 40);
      }
      if (this.api.delayMs > 0 && this.api.delayCount !== 0 && matches(req.method, req.url)) {
        if (this.api.delayCount !== null) this.api.delayCount -= 1;
        await sleep(this.api.delayMs);
      }
      return out;
    });
  }
}
