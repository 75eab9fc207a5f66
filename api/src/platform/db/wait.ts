import type { Database } from './client';
import { isDatabaseUnavailable } from './unavailable';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Start-up's first question to the database, asked again with backoff while the database cannot
 * be reached (a container started beside its database, a failover in progress) until
 * `timeoutSeconds`; a wrong password or database name fails at once, retrying would not help.
 */
export async function waitForDatabase(database: Database, timeoutSeconds: number, log: Log): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await database.query('SELECT 1');
      return;
    } catch (err) {
      const left = deadline - Date.now();
      if (!isDatabaseUnavailable(err) || left <= 0) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      log.warn(
        `Aguardando o PostgreSQL (${reason}); nova tentativa em ${(delay / 1000).toFixed(1)} s, ` +
          `desistindo em ${Math.ceil(left / 1000)} s (DB_CONNECT_TIMEOUT_SECONDS).`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
    }
  }
}
