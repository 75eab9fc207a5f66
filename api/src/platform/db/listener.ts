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

/** How the LISTEN connection shows in `pg_stat_activity` (an operator, or a fault test, finds it by it). */
export const LISTEN_APPLICATION_NAME = 'pagora-listen';

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

export type HeartbeatOptions = {
  /** How often the idle LISTEN connection is asked `SELECT 1`. */
  heartbeatMs?: number;
  /** An answer later than this means the connection is dead even though no error said so. */
  heartbeatTimeoutMs?: number;
};

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
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  logger: ListenerLogger = { info: () => {}, warn: () => {} };

  constructor(
    private readonly url: string,
    opts: HeartbeatOptions = {},
  ) {
    this.heartbeatMs = opts.heartbeatMs ?? 30_000;
    this.heartbeatTimeoutMs = opts.heartbeatTimeoutMs ?? 10_000;
  }

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
    clearInterval(this.heartbeat);
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
    // TCP keep-alives keep a NAT or firewall from forgetting the idle connection; the heartbeat
    // below notices one that was forgotten anyway (no error ever arrives on a half-open socket).
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5_000,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
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
    this.watch(client);
    return client;
  }

  /**
   * A connection a NAT, firewall or failed-over host dropped without a word stays "connected"
   * and every NOTIFY is silently lost: asking it a question now and then is the only way to know.
   */
  private watch(client: pg.Client): void {
    clearInterval(this.heartbeat);
    let asking = false;
    this.heartbeat = setInterval(() => {
      if (asking || this.client !== client) return;
      asking = true;
      let timer: NodeJS.Timeout | undefined;
      const silence = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('LISTEN connection did not answer')),
          this.heartbeatTimeoutMs,
        );
      });
      Promise.race([client.query('SELECT 1'), silence])
        .then(
          () => undefined,
          (err: unknown) => {
            this.lost(client, err instanceof Error ? err : new Error(String(err)));
            // Not awaited: on a dead socket the goodbye may never complete.
            client.end().catch(() => undefined);
          },
        )
        .finally(() => {
          clearTimeout(timer);
          asking = false;
        });
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    clearInterval(this.heartbeat);
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
