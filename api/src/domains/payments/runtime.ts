import type { PaymentsConfig } from '../../config';
import { AppError } from '../../platform/app-error';
import type { PaymentProvider } from './provider/port';
import { createZoopProvider } from './provider/zoop/zoop-provider';
import { SocketHub } from './socket-hub';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export type PaymentsLogger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

/**
 * The payments engine's per-app state: the provider (created at once for a real Zoop, or when the
 * API starts listening in the embedded mode, because the sandbox is reached over the API's own
 * port), the live-socket subscriptions and the background work tests and shutdown wait for.
 */
export class PaymentsRuntime {
  readonly sandbox: boolean;
  readonly hub = new SocketHub();
  /** Base URL of the Zoop API the adapter speaks to (the sandbox's once listening). */
  apiUrl: string | undefined;
  logger: PaymentsLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  private current: PaymentProvider | null = null;
  private readonly tasks = new Set<Promise<unknown>>();
  private resolveReady!: () => void;
  private readyNow = false;
  /** Resolves once the provider is usable (and, embedded, the webhook is registered). */
  readonly ready = new Promise<void>((resolve) => (this.resolveReady = resolve));

  /** The same, now: readiness (`/api/ready`) asks it on every probe. */
  get isReady(): boolean {
    return this.readyNow;
  }

  private markReady(): void {
    this.readyNow = true;
    this.resolveReady();
  }

  constructor(readonly config: PaymentsConfig) {
    this.sandbox = config.zoopApiUrl === undefined;
    if (config.zoopApiUrl) this.connect(config.zoopApiUrl);
  }

  /** Points the Zoop adapter at `apiUrl` (real Zoop, or the sandbox on this process's port). */
  connect(apiUrl: string, provider?: PaymentProvider): void {
    this.apiUrl = apiUrl;
    this.current =
      provider ??
      createZoopProvider({
        apiUrl,
        apiKey: this.config.zoopApiKey,
        marketplaceId: this.config.zoopMarketplaceId,
        timeoutMs: this.config.zoopTimeoutMs,
        logger: {
          debug: (o, m) => this.logger.debug(o, m),
          info: (o, m) => this.logger.info(o, m),
          warn: (o, m) => this.logger.warn(o, m),
          error: (o, m) => this.logger.error(o, m),
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

  private readonly sellerStatusListeners: ((idSeller: string, status: string) => Promise<void>)[] = [];

  /** The sellers domain keeps a seller's review status; payments hears it from the provider. */
  onSellerStatus(listener: (idSeller: string, status: string) => Promise<void>): void {
    this.sellerStatusListeners.push(listener);
  }

  async sellerStatusChanged(idSeller: string, status: string): Promise<void> {
    for (const listener of this.sellerStatusListeners) await listener(idSeller, status);
  }

  private transferListener: ((transferId: string) => Promise<string>) | null = null;

  /** The payouts domain keeps payouts; payments hears of their transfers from the provider. */
  onTransferChange(listener: (transferId: string) => Promise<string>): void {
    this.transferListener = listener;
  }

  /** Hands a transfer event on; answers the webhook's outcome. */
  async transferChanged(transferId: string): Promise<string> {
    return this.transferListener ? this.transferListener(transferId) : 'ignored (no payouts)';
  }

  /** Runs `work` after the HTTP answer, keeping track of it so tests and shutdown can wait. */
  background(work: () => Promise<unknown>): void {
    const p = work().catch((err: unknown) => this.logger.error({ err }, 'payments background task failed'));
    this.tasks.add(p);
    void p.finally(() => this.tasks.delete(p));
  }

  /** Waits until no background work is left (new work started meanwhile included). */
  async drain(): Promise<void> {
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }
}
