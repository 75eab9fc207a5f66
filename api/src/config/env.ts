import { isIP } from 'node:net';
import { z } from 'zod';
import { S3_ENV } from './object-store';

/**
 * The environment variables, validated (config.ts reads them once, at boot). Every variable is
 * listed in the README's configuration table.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Unset: every interface with a real provider; loopback only with the sandbox (anyone who can
   * reach a sandbox can mark their own PIX paid).
   */
  HOST: z.string().optional(),
  /**
   * Which payment provider: `zoop` (needs ZOOP_API_URL and its credentials) or `sandbox` (the
   * embedded Zoop look-alike: no money moves). Never guessed outside tests: `npm start` chooses
   * the sandbox for the demo; a deploy that forgets the provider does not start.
   */
  PAYMENT_PROVIDER: z.enum(['zoop', 'sandbox'], { error: "expected 'zoop' or 'sandbox'" }).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** A streaming replica of DATABASE_URL for the heavy reads (docs/read-replica.md); needs DATABASE_URL. */
  // Empty means unset: CI exports the variable empty when no replica could be started.
  DATABASE_READ_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** How long a heavy read waits for the replica to replay the primary's WAL before reading the primary. */
  DATABASE_READ_MAX_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(25),
  /** Months a technical log's partitions are kept (docs/partitioning.md); money is kept forever. */
  LOG_RETENTION_MONTHS: z.coerce.number().int().min(1).default(13),
  /** How long start-up waits for an unreachable PostgreSQL (retrying with backoff) before giving up. */
  DB_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(60),
  /** SIGTERM: how long in-flight requests and running jobs get before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(25),
  /**
   * Bearer token for `/metrics`; unset: open outside production and for the demo (the sandbox on
   * loopback, as `npm start` runs it), off in production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** OpenTelemetry traces are exported here (OTLP/HTTP) when set; unset loads no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` for a person (the demo start sets it): readable lines, requests only at debug. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  TOKEN_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60 * 60),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  /** Failures on one account (all addresses) before every failing address waits from its first. */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Failures of one address on one account before it must wait between attempts. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(3),
  /** The first wait; each further failure doubles it, up to LOGIN_WINDOW_SECONDS. */
  LOGIN_DELAY_SECONDS: z.coerce.number().int().positive().default(1),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  SIGNUP_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  /**
   * Two-step sign-in for admins and roles that move money out or make API keys (issue 39): 'auto'
   * enforces it with a real provider and leaves it optional on the local sandbox's demo.
   */
  TWO_FACTOR_REQUIRED: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Encrypts second-factor secrets at rest; unset: derived from TOKEN_SECRET (HKDF). */
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  PUBLIC_URL: z.url().optional(),
  WEB_ROOT: z.string().default('.'),
  REMOTES_REGISTRY: z.string().optional(),
  ZOOP_API_URL: z.url().optional(),
  ZOOP_API_KEY: z.string().min(1).optional(),
  ZOOP_MARKETPLACE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'expected 32 hex characters')
    .optional(),
  ZOOP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Opt-in (issue 36): no source shows Zoop echoing it, so an empty value means unset, not an error.
  ZOOP_WEBHOOK_AUTHORIZATION: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  WEBHOOK_SECRET: z.string().min(16).optional(),
  PIX_EXPIRY_SECONDS: z.coerce.number().int().min(2).default(900),
  /** The embedded sandbox's marketplace PIX expiry: Zoop's default is 5 minutes. */
  ZOOP_SANDBOX_PIX_EXPIRY_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Seconds before the embedded sandbox approves a new seller; unset: only its control call does. */
  ZOOP_SANDBOX_SELLER_APPROVAL_SECONDS: z.coerce.number().int().min(0).optional(),
  PIX_EXPIRY_SWEEP_MS: z.coerce.number().int().min(10).default(5_000),
  /**
   * Card-testing limits on public charges (docs/security.md): points per sliding window, where a
   * charge attempt costs 1 and a declined card PAYMENT_DECLINE_COST.
   */
  PAYMENT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  PAYMENT_DECLINE_COST: z.coerce.number().int().positive().default(5),
  PAYMENT_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  PAYMENT_LIMIT_PER_CARD: z.coerce.number().int().positive().default(15),
  PAYMENT_LIMIT_PER_LINK: z.coerce.number().int().positive().default(60),
  CEP_API_URL: z.url().default('https://viacep.com.br/ws'),
  /** How often due subscription charges are looked for (issue 13); 0 turns the sweep's timer off. */
  BILLING_SWEEP_MS: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || n >= 10, 'expected 0 (off) or at least 10 ms')
    .default(60_000),
  /**
   * A renewal attempt's lease: renewed every third of it while its process holds the attempt, so
   * this is how long after a crash the next sweep asks the provider by reference. No longer tied
   * to the provider's timeout (billing/engine/attempt-lease.ts).
   */
  BILLING_ATTEMPT_LEASE_SECONDS: z.coerce.number().int().min(5).default(15),
  /** Days after a refused renewal when it is tried again: '1,3,7' = D+1, D+3, D+7. */
  BILLING_RETRY_DAYS: z
    .string()
    .default('1,3,7')
    .transform((v, ctx) => {
      const days = v.split(',').map((d) => Number(d.trim()));
      if (
        days.some((d) => !Number.isInteger(d) || d < 1 || d > 60) ||
        days.some((d, i) => i > 0 && d <= days[i - 1]!)
      ) {
        ctx.addIssue({ code: 'custom', message: 'expected increasing whole days, e.g. 1,3,7' });
        return z.NEVER;
      }
      return days;
    }),
  // Transactional e-mail (issue 23, docs/email.md): without SMTP_URL messages stay in the outbox.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected smtp://… or smtps://…' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, 'one line')
    .default('Pagora <nao-responda@pagora.local>'),
  MAIL_SWEEP_MS: z.coerce.number().int().min(10).default(5_000),
  // Disputes (issue 36): where sellers send their documents, and in how many days. Zoop asks the
  // marketplace by e-mail and names its own deadline in each notice: set ours shorter.
  DISPUTE_EVIDENCE_EMAIL: z.email().default('contestacoes@pagora.local'),
  DISPUTE_RESPONSE_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  RESET_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  RESET_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  API_RATE_LIMIT_PER_SECOND: z.coerce.number().int().positive().default(100),
  API_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(200),
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(10).default(5_000),
  ...S3_ENV,
});

export type Env = z.infer<typeof envSchema>;

/** 127.0.0.0/8, ::1 and 'localhost': reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: `true`/`false`, a hop count (`1`), or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected true, false, a hop count or a comma-separated list of addresses/CIDRs (bad: ${bad.map((b) => `"${b}"`).join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
