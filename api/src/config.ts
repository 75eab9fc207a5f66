import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { envSchema, isLoopback, type Env } from './config/env';
import { persistedTokenSecret } from './config/token-secret';
import { s3ConfigOf } from './config/object-store';

export { isLoopback, type Env };

/**
 * Configuration is read and validated here, once, at boot. Nothing else reads `process.env`.
 * Every variable is listed in the README's configuration table (the schema: config/env.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseConfig(env);
  // The one write of the boot, after parsing: the embedded mode's token secret (config/token-secret.ts).
  return { ...parsed, tokenSecret: parsed.tokenSecret ?? persistedTokenSecret(parsed.dataDir) };
}

export type Config = Omit<ReturnType<typeof parseConfig>, 'tokenSecret'> & { tokenSecret: string };
export type MailConfig = Config['mail'];
export type BillingConfig = Config['billing'];
export type PaymentsConfig = Config['payments'];
/** Secret keys, /v1 and outgoing webhooks (docs/developers.md). */
export type DevelopersConfig = Config['developers'];
export type ChargeLimits = PaymentsConfig['chargeLimits'];

type MetricsAccess = { mode: 'open' } | { mode: 'token'; token: string } | { mode: 'off' };

function metricsAccess(e: Env, sandbox: boolean): MetricsAccess {
  if (e.METRICS_TOKEN) return { mode: 'token', token: e.METRICS_TOKEN };
  return { mode: e.NODE_ENV !== 'production' || (sandbox && !sandboxExposed(e.HOST)) ? 'open' : 'off' };
}

/** A HOST that others can reach (unset means loopback with the sandbox). */
function sandboxExposed(host: string | undefined): boolean {
  return host !== undefined && !isLoopback(host);
}

/**
 * Parses the environment, writing nothing; on failure throws one error listing every bad variable.
 * The object it answers is the one description of the configuration: `Config` is its type.
 */
function parseConfig(env: NodeJS.ProcessEnv) {
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
  // The embedded PGlite has no replica: a read URL without a primary server is a mistake.
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  - DATABASE_READ_URL: requires DATABASE_URL (a replica of PostgreSQL; the embedded PGlite has none)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    // 'localhost': Fastify listens on both loopbacks (127.0.0.1 and ::1).
    host: e.HOST ?? (sandbox ? 'localhost' : '0.0.0.0'),
    /** `zoop` moves real money: then no demo data or demo login is ever created or printed. */
    paymentProvider: provider,
    /** The sandbox provider on a non-loopback address: allowed (HOST said so), warned loudly at start. */
    sandboxExposed: sandbox && sandboxExposed(e.HOST),
    port: e.PORT,
    dataDir,
    /** Unset means embedded PGlite in `dataDir/pglite`. */
    databaseUrl: e.DATABASE_URL,
    /** A streaming replica for heavy reads; unset: every read on DATABASE_URL. */
    databaseReadUrl: e.DATABASE_READ_URL,
    databaseReadMaxWaitMs: e.DATABASE_READ_MAX_WAIT_MS,
    dbConnectTimeoutSeconds: e.DB_CONNECT_TIMEOUT_SECONDS,
    /** Monthly partitions (docs/partitioning.md): a log table's months older than this are dropped. */
    partitions: { logRetentionMonths: e.LOG_RETENTION_MONTHS },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    /** `/metrics`: open (no token, not production), behind a bearer token, or off. */
    metrics: metricsAccess(e, sandbox),
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    /** Unset: `loadConfig` keeps one in the data folder (config/token-secret.ts). */
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    /**
     * Login throttling: `perIp` attempts per address per window; `perAccount` failures on one account
     * (from every address) after which each failing address waits from its first failure. Neither
     * refuses a right password from an address that has not failed.
     */
    loginLimits: {
      perIp: e.LOGIN_MAX_PER_IP,
      perAccount: e.LOGIN_MAX_PER_ACCOUNT,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    /** Per account and address: free failures, then a wait that doubles with each failure. */
    loginBackoff: { freeFailures: e.LOGIN_FREE_FAILURES, firstDelaySeconds: e.LOGIN_DELAY_SECONDS },
    /** Anonymous sign-ups per address per window. */
    signupLimits: { perIp: e.SIGNUP_MAX_PER_IP, windowSeconds: e.SIGNUP_WINDOW_SECONDS },
    /**
     * Which proxies may tell the client's address (`X-Forwarded-For`), as Fastify's `trustProxy`:
     * `false` (the socket's peer is the client), `true` (every hop), a hop count, or the proxies'
     * addresses/CIDRs. The login rate limit counts per `request.ip`, so behind a load balancer this
     * must be set or every client shares the balancer's address.
     */
    trustProxy: e.TRUST_PROXY,
    /** Two-step sign-in (docs/security.md): enforced for admins and money/key roles, and its key. */
    twoFactor: {
      required: e.TWO_FACTOR_REQUIRED === 'auto' ? !sandbox : e.TWO_FACTOR_REQUIRED === 'true',
      key: e.TWO_FACTOR_KEY,
    },
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL,
    /** Where logos are kept: S3-compatible storage, or null for PostgreSQL (docs/stateless.md). */
    s3: s3ConfigOf(e),
    /** Folder holding the built front ends (shell/dist and each remote-x/dist). */
    webRoot: path.resolve(e.WEB_ROOT),
    remotesRegistry: e.REMOTES_REGISTRY,
    payments: {
      /**
       * Unset means the embedded Zoop sandbox, served by the API itself under `/zoop-sandbox` on its
       * own port; the same Zoop adapter calls it over HTTP.
       */
      zoopApiUrl: e.ZOOP_API_URL,
      // Embedded mode: a fresh key per process, so nobody else can drive the sandbox's control calls.
      zoopApiKey: e.ZOOP_API_KEY ?? `zpk_test_${randomBytes(18).toString('base64url')}`,
      zoopMarketplaceId: e.ZOOP_MARKETPLACE_ID ?? 'a9e0c1d2b3f4a5968778695a4b3c2d1e',
      zoopTimeoutMs: e.ZOOP_TIMEOUT_MS,
      zoopWebhookAuthorization: e.ZOOP_WEBHOOK_AUTHORIZATION,
      /** Path secret of `POST /api/webhooks/zoop/:secret`. */
      webhookSecret: e.WEBHOOK_SECRET ?? randomBytes(24).toString('base64url'),
      pixExpirySeconds: e.PIX_EXPIRY_SECONDS,
      pixExpirySweepMs: e.PIX_EXPIRY_SWEEP_MS,
      /** What the seller's 'Venda contestada' e-mail asks for (payments/dispute-mail.ts). */
      disputes: { evidenceEmail: e.DISPUTE_EVIDENCE_EMAIL, responseDays: e.DISPUTE_RESPONSE_DAYS },
      /** The embedded sandbox only (ignored with real Zoop). */
      sandbox: {
        pixExpirySeconds: e.ZOOP_SANDBOX_PIX_EXPIRY_SECONDS,
        sellerApprovalSeconds: e.ZOOP_SANDBOX_SELLER_APPROVAL_SECONDS ?? null,
      },
      /**
       * Velocity limits on the payer's charges, in points per sliding window: an attempt costs 1, a
       * declined card `declineCost`. Per link only declines count, so a link's rush of payers passes.
       */
      chargeLimits: {
        windowSeconds: e.PAYMENT_LIMIT_WINDOW_SECONDS,
        declineCost: e.PAYMENT_DECLINE_COST,
        perAddress: e.PAYMENT_LIMIT_PER_ADDRESS,
        perCard: e.PAYMENT_LIMIT_PER_CARD,
        perLink: e.PAYMENT_LIMIT_PER_LINK,
      },
    },
    /** A ViaCEP-compatible postal-code service (`GET {url}/{cep}/json/`). */
    cepApiUrl: e.CEP_API_URL,
    billing: {
      sweepMs: e.BILLING_SWEEP_MS,
      retryDays: e.BILLING_RETRY_DAYS,
      attemptLeaseMs: e.BILLING_ATTEMPT_LEASE_SECONDS * 1000,
    },
    developers: {
      /** `live` with a real provider (keys `pgr_live_…`, only public https webhook targets), else `test`. */
      mode: (sandbox ? 'test' : 'live') as 'live' | 'test',
      /** Per key: requests per second refilled, and the bucket's size (the burst). */
      rateLimit: { perSecond: e.API_RATE_LIMIT_PER_SECOND, burst: e.API_RATE_LIMIT_BURST },
      webhookSweepMs: e.WEBHOOK_SWEEP_MS,
      /** Waits before each retry of a delivery (Svix's schedule); after the last one it is `falhou`. */
      webhookRetryDelaysMs: [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((s) => s * 1000),
      webhookTimeoutMs: 15_000,
      /** An endpoint failing without a success for this long is disabled and its owner told. */
      webhookDisableAfterMs: 5 * 24 * 3600 * 1000,
    },
    /** Transactional e-mail and the password reset's limits (per hour, per address and per e-mail). */
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      sweepMs: e.MAIL_SWEEP_MS,
      /** A failed send waits retryBaseMs × 2^(attempts-1) before the next; `falhou` after maxAttempts. */
      retryBaseMs: 30_000,
      maxAttempts: 6,
      /**
       * What anonymous callers (a boleto issued on a public link) may make us e-mail per window:
       * to one address, on one link, for one seller (issue 35; docs/email.md). Over a cap the boleto
       * is issued and its e-mail is written `nao_enviavel`.
       */
      anonymousCaps: { windowSeconds: 3600, perRecipient: 5, perLink: 50, perSeller: 300 },
      resetLimits: {
        perIp: e.RESET_MAX_PER_IP,
        perAccount: e.RESET_MAX_PER_ACCOUNT,
        windowSeconds: 60 * 60,
      },
    },
  };
}
