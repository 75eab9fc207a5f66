import type { FeeRates } from '@pagora/shared';
import type { MoneyStore } from './money-state';
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
  /**
   * The marketplace's PIX expiry setting (Zoop: 5/10/15/30 min, 1-24 h). No public Zoop source
   * gives its default: the sandbox's 5 minutes is an assumption (a 2025 recorded answer shows 24 h).
   */
  pixExpirySeconds?: number;
  /**
   * The marketplace has long PIX expiries enabled at Zoop: only then is `pix_expiration_date_time`
   * (over 24 h, zone-less) accepted; off by default, as at Zoop ("só poderá ser usado quando
   * configurado na Zoop"). Without it a request carrying the field is refused (pix-charges.ts).
   */
  pixHonourRequestedExpiry?: boolean;
  /**
   * How long after `POST /v1/boletos/cancellation/...` (answered 202 `Requested`) the boleto reads
   * `canceled`. No public Zoop source gives the delay: Zoop only says the call is asynchronous.
   */
  boletoCancellationDelayMs?: number;
  /**
   * The rates the sandbox takes from every charge until `/_control/fee-rates` changes them; null
   * (default) is STANDARD_FEE_RATES, the list prices a marketplace's fee table starts from.
   */
  feeRates?: FeeRates | null;
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
    // No public Zoop source: the 5-minute PIX default.
    pixExpirySeconds: 300,
    pixHonourRequestedExpiry: false,
    boletoCancellationDelayMs: 200,
    feeRates: null,
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
  | 'transaction.succeeded'
  | 'transaction.failed'
  | 'transaction.canceled'
  | 'transaction.reversed'
  | 'transaction.disputed'
  | 'transaction.disputed.succeeded'
  | 'transaction.charged_back';
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
  /** Seller money: the fee rates taken and antecipação (money-state.ts, routes-money.ts). */
  money: MoneyStore;
};
