import type { SandboxStore, SbTransaction } from './state';

export type ZoopSandboxOptions = {
  /** The `zpk_test_…` key clients must send as the Basic user name (password empty). */
  apiKey: string;
  marketplaceId: string;
  /** Receiver name/city written into PIX BR Codes. */
  merchantName?: string;
  merchantCity?: string;
  /** Host (no scheme) of the fake PIX location URL in field 26/25. */
  pixLocationHost?: string;
  /** Used when a PIX create sends no `pix_expiration_date_time`; Zoop's default is 5 min. */
  pixDefaultExpirySeconds?: number;
  /** Upper clamp, like Zoop's per-marketplace limit. */
  pixMaxExpirySeconds?: number;
  /** Fees in basis points (399 = 3,99 %), charged to the seller. */
  cardFeeBasisPoints?: number;
  pixFeeBasisPoints?: number;
  /**
   * When false (default) an unknown `on_behalf_of` is accepted and remembered: the sandbox forgets
   * sellers on restart while the app's database does not, and dev checkouts should keep working.
   */
  strictSellers?: boolean;
  webhookMaxAttempts?: number;
  webhookRetryDelayMs?: number;
  webhookTimeoutMs?: number;
  /** Injectable clock for tests. */
  now?: () => Date;
};

export type ResolvedSandboxOptions = Required<Omit<ZoopSandboxOptions, 'now'>> & { now: () => Date };

export function resolveOptions(o: ZoopSandboxOptions): ResolvedSandboxOptions {
  return {
    merchantName: 'PAGORA SANDBOX',
    merchantCity: 'SAO PAULO',
    pixLocationHost: 'pix.sandbox.pagora.local',
    pixDefaultExpirySeconds: 300,
    pixMaxExpirySeconds: 86_400,
    cardFeeBasisPoints: 399,
    pixFeeBasisPoints: 99,
    strictSellers: false,
    webhookMaxAttempts: 3,
    webhookRetryDelayMs: 200,
    webhookTimeoutMs: 5_000,
    now: () => new Date(),
    ...o,
  };
}

export type TransactionEvent = 'transaction.succeeded' | 'transaction.failed' | 'transaction.canceled';

/** What route handlers and the charge engine share. */
export type SandboxContext = {
  store: SandboxStore;
  opts: ResolvedSandboxOptions;
  /** Records a state change and queues its webhook delivery. */
  emit(type: TransactionEvent, tx: SbTransaction): void;
  /** PIX expiry timers, cleared on reset and close. */
  timers: Map<string, NodeJS.Timeout>;
};
