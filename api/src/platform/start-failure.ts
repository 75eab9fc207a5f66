import path from 'node:path';
import type { Config } from '../config';
import { isDiskFull } from './db/errors';
import { isDatabaseUnavailable } from './db/unavailable';

/**
 * The operator's sentence for a start that failed on its database, pt-BR then English: what
 * failed, where, what to check. Null for any other failure (then the error itself is printed).
 * The address is shown without its password.
 */
export function startFailureMessage(
  err: unknown,
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbConnectTimeoutSeconds'>,
): string | null {
  const where = config.databaseUrl
    ? `PostgreSQL ${serverAddress(config.databaseUrl)} (DATABASE_URL)`
    : `PGlite ${path.join(config.dataDir, 'pglite')} (DATA_DIR)`;
  const code = sqlState(err);
  const reason = reasonOf(err);
  if (isDiskFull(err))
    return pair(
      `o banco de dados (${where}) está sem espaço em disco. Libere espaço nesse disco (df -h) e inicie de novo.`,
      `the database (${where}) has no disk space left. Free space on that disk (df -h) and start again.`,
    );
  if (code === '28P01' || code === '28000')
    return pair(
      `o ${where} recusou o usuário ou a senha (${reason}). Confira as credenciais em DATABASE_URL.`,
      `${where} refused the user or password (${reason}). Check the credentials in DATABASE_URL.`,
    );
  if (code === '3D000')
    return pair(
      `o banco informado não existe no ${where} (${reason}). Crie-o (createdb) ou corrija o nome em DATABASE_URL.`,
      `the database named does not exist on ${where} (${reason}). Create it (createdb) or fix the name in DATABASE_URL.`,
    );
  if (isDatabaseUnavailable(err)) {
    const waited = config.dbConnectTimeoutSeconds;
    return pair(
      `o ${where} não respondeu em ${waited} s (${reason}). Verifique se o servidor está no ar, o endereço e a porta em DATABASE_URL e o firewall; DB_CONNECT_TIMEOUT_SECONDS aumenta a espera.`,
      `${where} did not answer within ${waited} s (${reason}). Check that the server is up, the host and port in DATABASE_URL and the firewall; DB_CONNECT_TIMEOUT_SECONDS waits longer.`,
    );
  }
  return null;
}

const pair = (pt: string, en: string) => `Pagora não iniciou: ${pt}\nPagora did not start: ${en}`;

/** `host:port/database`, never the user or password. */
function serverAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(DATABASE_URL inválida)';
  }
}

function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The driver's short reason: an error code, else its first line. */
function reasonOf(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown } | null;
  if (err instanceof AggregateError && err.errors[0]) return reasonOf(err.errors[0]);
  if (typeof e?.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  if (typeof e?.message === 'string' && e.message) return e.message.split('\n')[0] ?? e.message;
  if (typeof (e as { errno?: unknown } | null)?.errno === 'number') return 'ENOSPC';
  return String(err);
}
