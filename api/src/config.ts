import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration is read and validated here, once, at boot. Nothing else reads `process.env`.
 * Every variable is listed in the README's configuration table.
 */
const envSchema = z.object({
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
  ZOOP_WEBHOOK_AUTHORIZATION: z.string().min(1).optional(),
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
  RESET_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  RESET_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  API_RATE_LIMIT_PER_SECOND: z.coerce.number().int().positive().default(100),
  API_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(200),
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(10).default(5_000),
});

export type Env = z.infer<typeof envSchema>;

/** Transactional e-mail and the password reset's limits (per hour, per address and per e-mail). */
export type MailConfig = {
  smtpUrl: string | undefined;
  from: string;
  sweepMs: number;
  /** A failed send waits retryBaseMs × 2^(attempts-1) before the next; `falhou` after maxAttempts. */
  retryBaseMs: number;
  maxAttempts: number;
  resetLimits: { perIp: number; perAccount: number; windowSeconds: number };
};

export type BillingConfig = { sweepMs: number; retryDays: number[]; attemptLeaseMs: number };

export type Config = {
  billing: BillingConfig;
  mail: MailConfig;
  developers: DevelopersConfig;
  env: Env['NODE_ENV'];
  host: string;
  /** The sandbox provider on a non-loopback address: allowed (HOST said so), warned loudly at start. */
  sandboxExposed: boolean;
  port: number;
  dataDir: string;
  /** Unset means embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  dbConnectTimeoutSeconds: number;
  shutdownTimeoutSeconds: number;
  /** `/metrics`: open (no token, not production), behind a bearer token, or off. */
  metrics: { mode: 'open' } | { mode: 'token'; token: string } | { mode: 'off' };
  otlpEndpoint: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  tokenSecret: string;
  tokenTtlSeconds: number;
  /**
   * Login throttling: `perIp` attempts per address per window; `perAccount` failures on one account
   * (from every address) after which each failing address waits from its first failure. Neither
   * refuses a right password from an address that has not failed.
   */
  loginLimits: { perIp: number; perAccount: number; windowSeconds: number };
  /** Per account and address: free failures, then a wait that doubles with each failure. */
  loginBackoff: { freeFailures: number; firstDelaySeconds: number };
  /** Anonymous sign-ups per address per window. */
  signupLimits: { perIp: number; windowSeconds: number };
  /**
   * Which proxies may tell the client's address (`X-Forwarded-For`), as Fastify's `trustProxy`:
   * `false` (the socket's peer is the client), `true` (every hop), a hop count, or the proxies'
   * addresses/CIDRs. The login rate limit counts per `request.ip`, so behind a load balancer this
   * must be set or every client shares the balancer's address.
   */
  trustProxy: boolean | number | string[];
  seedDemo: Env['SEED_DEMO'];
  publicUrl: string | undefined;
  /** Folder holding the built front ends (shell/dist and each remote-x/dist). */
  webRoot: string;
  remotesRegistry: string | undefined;
  payments: PaymentsConfig;
  /** A ViaCEP-compatible postal-code service (`GET {url}/{cep}/json/`). */
  cepApiUrl: string;
};

/** Secret keys, /v1 and outgoing webhooks (docs/developers.md). */
export type DevelopersConfig = {
  /** `live` with a real provider (keys `pgr_live_…`, only public https webhook targets), else `test`. */
  mode: 'live' | 'test';
  /** Per key: requests per second refilled, and the bucket's size (the burst). */
  rateLimit: { perSecond: number; burst: number };
  webhookSweepMs: number;
  /** Waits before each retry of a delivery; after the last one it is `falhou`. */
  webhookRetryDelaysMs: number[];
  webhookTimeoutMs: number;
  /** An endpoint failing without a success for this long is disabled and its owner told. */
  webhookDisableAfterMs: number;
};

export type PaymentsConfig = {
  /**
   * Unset means the embedded Zoop sandbox, served by the API itself under `/zoop-sandbox` on its
   * own port; the same Zoop adapter calls it over HTTP.
   */
  zoopApiUrl: string | undefined;
  zoopApiKey: string;
  zoopMarketplaceId: string;
  zoopTimeoutMs: number;
  zoopWebhookAuthorization: string | undefined;
  /** Path secret of `POST /api/webhooks/zoop/:secret`. */
  webhookSecret: string;
  pixExpirySeconds: number;
  pixExpirySweepMs: number;
  chargeLimits: ChargeLimits;
  /** The embedded sandbox only (ignored with real Zoop). */
  sandbox: { pixExpirySeconds: number; sellerApprovalSeconds: number | null };
};

/**
 * Velocity limits on the payer's charges, in points per sliding window: an attempt costs 1, a
 * declined card `declineCost`. Per link only declines count, so a link's rush of payers passes.
 */
export type ChargeLimits = {
  windowSeconds: number;
  declineCost: number;
  perAddress: number;
  perCard: number;
  perLink: number;
};

/** Parses the environment; on failure throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const provider = e.PAYMENT_PROVIDER ?? (e.ZOOP_API_URL ? 'zoop' : e.NODE_ENV === 'test' ? 'sandbox' : null);
  if (
    provider === null ||
    (provider === 'sandbox' && e.ZOOP_API_URL) ||
    (provider === 'zoop' && !e.ZOOP_API_URL)
  ) {
    const why =
      provider === null
        ? "not set: choose 'zoop' (with ZOOP_API_URL and its credentials) or 'sandbox' (the local demo provider, no money moves; `npm start` sets it)"
        : provider === 'sandbox'
          ? "'sandbox' contradicts ZOOP_API_URL: remove one"
          : "'zoop' needs ZOOP_API_URL";
    throw new Error(`Invalid configuration:\n  - PAYMENT_PROVIDER: ${why}`);
  }
  const sandbox = provider === 'sandbox';
  // A real provider needs its credentials and a webhook secret shared by every instance.
  const missing = e.ZOOP_API_URL
    ? (['ZOOP_API_KEY', 'ZOOP_MARKETPLACE_ID', 'WEBHOOK_SECRET'] as const).filter((n) => !e[n])
    : [];
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((n) => `  - ${n}: required when ZOOP_API_URL is set`).join('\n')}`,
    );
  }
  // A limit below one decline's cost would refuse every card charge.
  const tooLow = (
    ['PAYMENT_LIMIT_PER_ADDRESS', 'PAYMENT_LIMIT_PER_CARD', 'PAYMENT_LIMIT_PER_LINK'] as const
  ).filter((n) => e[n] < e.PAYMENT_DECLINE_COST);
  if (tooLow.length > 0) {
    throw new Error(
      `Invalid configuration:\n${tooLow.map((n) => `  - ${n}: must be at least PAYMENT_DECLINE_COST (${e.PAYMENT_DECLINE_COST})`).join('\n')}`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    // 'localhost': Fastify listens on both loopbacks (127.0.0.1 and ::1).
    host: e.HOST ?? (sandbox ? 'localhost' : '0.0.0.0'),
    sandboxExposed: sandbox && sandboxExposed(e.HOST),
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbConnectTimeoutSeconds: e.DB_CONNECT_TIMEOUT_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    metrics: e.METRICS_TOKEN
      ? { mode: 'token', token: e.METRICS_TOKEN }
      : { mode: e.NODE_ENV !== 'production' || (sandbox && !sandboxExposed(e.HOST)) ? 'open' : 'off' },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    tokenSecret: e.TOKEN_SECRET ?? persistedSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    loginLimits: {
      perIp: e.LOGIN_MAX_PER_IP,
      perAccount: e.LOGIN_MAX_PER_ACCOUNT,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    loginBackoff: { freeFailures: e.LOGIN_FREE_FAILURES, firstDelaySeconds: e.LOGIN_DELAY_SECONDS },
    signupLimits: { perIp: e.SIGNUP_MAX_PER_IP, windowSeconds: e.SIGNUP_WINDOW_SECONDS },
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL,
    webRoot: path.resolve(e.WEB_ROOT),
    remotesRegistry: e.REMOTES_REGISTRY,
    payments: {
      zoopApiUrl: e.ZOOP_API_URL,
      // Embedded mode: a fresh key per process, so nobody else can drive the sandbox's control calls.
      zoopApiKey: e.ZOOP_API_KEY ?? `zpk_test_${randomBytes(18).toString('base64url')}`,
      zoopMarketplaceId: e.ZOOP_MARKETPLACE_ID ?? 'a9e0c1d2b3f4a5968778695a4b3c2d1e',
      zoopTimeoutMs: e.ZOOP_TIMEOUT_MS,
      zoopWebhookAuthorization: e.ZOOP_WEBHOOK_AUTHORIZATION,
      webhookSecret: e.WEBHOOK_SECRET ?? randomBytes(24).toString('base64url'),
      pixExpirySeconds: e.PIX_EXPIRY_SECONDS,
      pixExpirySweepMs: e.PIX_EXPIRY_SWEEP_MS,
      sandbox: {
        pixExpirySeconds: e.ZOOP_SANDBOX_PIX_EXPIRY_SECONDS,
        sellerApprovalSeconds: e.ZOOP_SANDBOX_SELLER_APPROVAL_SECONDS ?? null,
      },
      chargeLimits: {
        windowSeconds: e.PAYMENT_LIMIT_WINDOW_SECONDS,
        declineCost: e.PAYMENT_DECLINE_COST,
        perAddress: e.PAYMENT_LIMIT_PER_ADDRESS,
        perCard: e.PAYMENT_LIMIT_PER_CARD,
        perLink: e.PAYMENT_LIMIT_PER_LINK,
      },
    },
    cepApiUrl: e.CEP_API_URL,
    billing: {
      sweepMs: e.BILLING_SWEEP_MS,
      retryDays: e.BILLING_RETRY_DAYS,
      attemptLeaseMs: e.BILLING_ATTEMPT_LEASE_SECONDS * 1000,
    },
    developers: {
      mode: sandbox ? 'test' : 'live',
      rateLimit: { perSecond: e.API_RATE_LIMIT_PER_SECOND, burst: e.API_RATE_LIMIT_BURST },
      webhookSweepMs: e.WEBHOOK_SWEEP_MS,
      // Svix's schedule: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
      webhookRetryDelaysMs: [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((s) => s * 1000),
      webhookTimeoutMs: 15_000,
      webhookDisableAfterMs: 5 * 24 * 3600 * 1000,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      sweepMs: e.MAIL_SWEEP_MS,
      retryBaseMs: 30_000,
      maxAttempts: 6,
      resetLimits: {
        perIp: e.RESET_MAX_PER_IP,
        perAccount: e.RESET_MAX_PER_ACCOUNT,
        windowSeconds: 60 * 60,
      },
    },
  };
}

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

/** A HOST that others can reach (unset means loopback with the sandbox). */
function sandboxExposed(host: string | undefined): boolean {
  return host !== undefined && !isLoopback(host);
}

/**
 * Without TOKEN_SECRET the embedded mode keeps a random secret in the data folder, so tokens
 * survive a restart of the same install and no two installs share a secret.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory defaults, overridable per test. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      TOKEN_SECRET: 'test-secret-test-secret-test-secret!',
      LOG_LEVEL: 'silent',
      // The engine tests drive sweeps with their own clock; the jobs test turns the timer on.
      BILLING_SWEEP_MS: '0',
    }),
    ...overrides,
  };
}
