import type { PayoutStore } from './payout-state';
import type { SandboxPersistence } from './persistence';
import type { SandboxStore, SbParty, SbTransaction } from './state';

export type ZoopSandboxOptions = {
  /** The `zpk_test_…` key clients must send as the Basic user name (password empty). */
  apiKey: string;
  marketplaceId: string;
  /** Receiver name/city written into PIX BR Codes. */
  merchantName?: string;
  merchantCity?: string;
  /** Host (no scheme) of the fake PIX location URL in field 26/25. */
  pixLocationHost?: string;
  /** The marketplace's PIX expiry setting (Zoop: 5/10/15/30 min, 1-24 h); Zoop's default is 5 min. */
  pixExpirySeconds?: number;
  /**
   * Zoop honours the requested `pix_expiration_date_time` only where it enabled expiries beyond
   * the marketplace setting; off by default, as at Zoop.
   */
  pixHonourRequestedExpiry?: boolean;
  /** Fees in basis points (399 = 3,99 %), charged to the seller. */
  cardFeeBasisPoints?: number;
  pixFeeBasisPoints?: number;
  /**
   * Off by default (strict, like Zoop: unknown ids are refused). On only for the embedded demo:
   * its seed writes sellers and buyers with fixed provider ids straight into our tables, never
   * through the provider, so the sandbox adopts a well-formed id it has not seen as an active
   * seller (`on_behalf_of`, split recipient) or buyer (saved cards).
   */
  adoptUnknownIds?: boolean;
  /**
   * Zoop reviews each new seller (`pending`); the sandbox approves one after this many seconds
   * (with `seller.activated`), or never (null, default): then only `POST /_control/sellers/:id/activate`.
   */
  sellerApprovalSeconds?: number | null;
  /** Write-through storage; without it the state lives in memory only (contract tests). */
  persistence?: SandboxPersistence | null;
  /** Keeps the last requests (card numbers and codes masked) for `GET /_control/requests`. */
  recordRequests?: boolean;
  webhookMaxAttempts?: number;
  webhookRetryDelayMs?: number;
  webhookTimeoutMs?: number;
  /**
   * Where a delivery to `url` actually goes. The embedded sandbox sends the engine's own webhook to
   * the process it runs in: every instance is the same engine on the same database, so one
   * registration serves them all and an event is delivered once, by the instance it happened on.
   */
  webhookTarget?: (url: string) => string;
  /** Injectable clock for tests. */
  now?: () => Date;
};

export type ResolvedSandboxOptions = Required<Omit<ZoopSandboxOptions, 'now'>> & { now: () => Date };

export function resolveOptions(o: ZoopSandboxOptions): ResolvedSandboxOptions {
  return {
    merchantName: 'PAGORA SANDBOX',
    merchantCity: 'SAO PAULO',
    pixLocationHost: 'pix.sandbox.pagora.local',
    pixExpirySeconds: 300,
    pixHonourRequestedExpiry: false,
    cardFeeBasisPoints: 399,
    pixFeeBasisPoints: 99,
    adoptUnknownIds: false,
    sellerApprovalSeconds: null,
    persistence: null,
    recordRequests: false,
    webhookMaxAttempts: 3,
    webhookRetryDelayMs: 200,
    webhookTimeoutMs: 5_000,
    webhookTarget: (url: string) => url,
    now: () => new Date(),
    ...o,
  };
}

export type TransactionEvent =
  'transaction.succeeded' | 'transaction.failed' | 'transaction.canceled' | 'transaction.reversed';
export type SellerEvent = 'seller.activated' | 'seller.denied';

/** What route handlers and the charge engine share. */
export type SandboxContext = {
  store: SandboxStore;
  opts: ResolvedSandboxOptions;
  /** Records a state change and queues its webhook delivery. */
  emit(type: TransactionEvent, tx: SbTransaction): void;
  emitSeller(type: SellerEvent, seller: SbParty): void;
  /** Reads back what other instances stored (a no-op unless the persistence is shared). */
  sync(): Promise<void>;
  /** PIX expiry timers, cleared on reset and close. */
  timers: Map<string, NodeJS.Timeout>;
  /** Money out: bank accounts, policies, transfers and the clock (payouts.ts). */
  payouts: PayoutStore;
};
