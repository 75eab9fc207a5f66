import pg from 'pg';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export type ListenerLogger = { info: LogFn; warn: LogFn };

export type ListenOptions = {
  /**
   * Called after the LISTEN connection came back: NOTIFYs sent while nobody listened are gone, so
   * whoever relies on them re-reads (sockets) or forgets (caches) what they may have missed.
   */
  onReconnect?: () => void;
};

type Subscription = { onPayload: (payload: string) => void; onReconnect: (() => void) | undefined };

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

/**
 * The one LISTEN connection of a PostgreSQL-backed instance. A PostgreSQL restart, failover,
 * idle-session timeout or `pg_terminate_backend` ends it: it is then reopened with backoff (the
 * process never exits for it), every channel is LISTENed again and each subscriber told.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;
  logger: ListenerLogger = { info: () => {}, warn: () => {} };

  constructor(private readonly url: string) {}

  /** True while the LISTEN connection is up (readiness reports it). */
  get connected(): boolean {
    return this.client !== null;
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    opts: ListenOptions = {},
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { onPayload, onReconnect: opts.onReconnect };
    const set = this.channels.get(channel) ?? new Set<Subscription>();
    const isNew = set.size === 0;
    set.add(subscription);
    this.channels.set(channel, set);
    const client = this.client ?? (await this.connect());
    // connect() LISTENs every known channel; one added to a live connection is LISTENed here.
    if (isNew && client === this.client) await client.query(`LISTEN ${quoteChannel(channel)}`);
    return async () => {
      set.delete(subscription);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    // Without these handlers a lost connection is an unhandled 'error' that exits the process.
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (n) => {
      for (const s of this.channels.get(n.channel) ?? []) s.onPayload(n.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.logger.warn({ err }, 'LISTEN connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** this.failures);
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          this.failures = 0;
          this.logger.info({}, 'LISTEN connection back; subscribers resync');
          for (const set of this.channels.values()) for (const s of set) s.onReconnect?.();
        },
        (err: unknown) => {
          this.failures++;
          this.logger.warn({ err, retryInMs: delay }, 'LISTEN reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retry.unref();
  }
}

function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '')}"`;
}
