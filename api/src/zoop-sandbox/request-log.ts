import type { FastifyInstance } from 'fastify';

export type LoggedRequest = { method: string; path: string; body: unknown };

const MASKED = new Set(['card_number', 'security_code']);
const KEEP = 200;

/** A copy of a request body with card numbers and security codes masked, at any depth. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, MASKED.has(k) ? '***' : masked(v)]));
}

/**
 * The last requests the Zoop routes received, for contract tests that check what the adapter
 * sends against what Zoop's clients send (`GET /_control/requests`). Off unless asked for.
 */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];

  constructor(private readonly enabled: boolean) {}

  install(app: FastifyInstance): void {
    if (!this.enabled) return;
    app.addHook('preHandler', async (req) => {
      const path = req.url.replace(/^.*?\/marketplaces\/[^/]+/, '');
      this.entries.push({ method: req.method, path, body: masked(req.body ?? null) });
      if (this.entries.length > KEEP) this.entries.shift();
    });
  }

  reset(): void {
    this.entries.length = 0;
  }
}
