import type { PaymentsConfig } from '../../config';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import type { PaymentProvider } from './port';
import { createZoopProvider } from './zoop/zoop-provider';

/** What the provider tells us outside a charge: a seller's review, a transfer that moved. */
export type GatewayEvents = {
  sellerStatus: { idSeller: string; status: string };
  transfer: { transferId: string };
};
type Listener<K extends keyof GatewayEvents> = (event: GatewayEvents[K]) => Promise<string | void>;

/**
 * The provider gateway's per-app state: the Zoop adapter (created at once for a real Zoop, or when
 * the API starts listening in the embedded mode, because the sandbox is reached over the API's own
 * port), whether it is ready, and the listeners of provider events other domains keep.
 */
export class GatewayRuntime {
  /** No ZOOP_API_URL: the embedded sandbox (a stand-in for Zoop, reached over HTTP) is used. */
  readonly sandbox: boolean;
  /** Base URL of the Zoop API the adapter speaks to (the sandbox's once listening). */
  apiUrl: string | undefined;
  private current: PaymentProvider | null = null;
  private resolveReady!: () => void;
  private readyNow = false;
  private readonly listeners: { [K in keyof GatewayEvents]: Listener<K>[] } = {
    sellerStatus: [],
    transfer: [],
  };
  /** Resolves once the provider is usable (and, embedded, the webhook is registered). */
  readonly ready = new Promise<void>((resolve) => (this.resolveReady = resolve));

  constructor(
    readonly config: PaymentsConfig,
    private readonly log: () => Logger,
  ) {
    this.sandbox = config.zoopApiUrl === undefined;
    if (config.zoopApiUrl) this.connect(config.zoopApiUrl);
  }

  /** The same, now: readiness (`/api/ready`) asks it on every probe. */
  get isReady(): boolean {
    return this.readyNow;
  }

  /** Points the Zoop adapter at `apiUrl` (real Zoop, or the sandbox on this process's port). */
  connect(apiUrl: string, provider?: PaymentProvider): void {
    this.apiUrl = apiUrl;
    const log = this.log;
    this.current =
      provider ??
      createZoopProvider({
        apiUrl,
        apiKey: this.config.zoopApiKey,
        marketplaceId: this.config.zoopMarketplaceId,
        timeoutMs: this.config.zoopTimeoutMs,
        logger: {
          debug: (o, m) => log().debug(o, m),
          info: (o, m) => log().info(o, m),
          warn: (o, m) => log().warn(o, m),
          error: (o, m) => log().error(o, m),
        },
        ...(this.config.zoopWebhookAuthorization
          ? { webhookAuthorization: this.config.zoopWebhookAuthorization }
          : {}),
      });
    if (!this.sandbox) this.markReady();
  }

  /** Called by the embedded mode once the sandbox knows where to send webhooks. */
  setReady(): void {
    this.markReady();
  }

  private markReady(): void {
    this.readyNow = true;
    this.resolveReady();
  }

  get provider(): PaymentProvider {
    if (!this.current) {
      throw new AppError(
        503,
        'provider_not_ready',
        'O provedor de pagamento ainda não está disponível. Tente novamente.',
      );
    }
    return this.current;
  }

  get hasProvider(): boolean {
    return this.current !== null;
  }

  /** The one way another domain hears a provider event (sellers: reviews; payouts: transfers). */
  on<K extends keyof GatewayEvents>(kind: K, listener: Listener<K>): void {
    this.listeners[kind].push(listener);
  }

  /** Hands an event to its listeners; answers what they made of it (for the webhook's log). */
  async emit<K extends keyof GatewayEvents>(kind: K, event: GatewayEvents[K]): Promise<string> {
    const heard = this.listeners[kind];
    if (heard.length === 0) return `ignored (no ${kind} listener)`;
    const outcomes: string[] = [];
    for (const listener of heard) {
      const outcome = await listener(event);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes.join('; ') || 'applied';
  }
}
