import type { AppContext } from '../../platform/context';
import { pendingMigrations } from '../../platform/db/migrate';
import { gateway } from '../gateway';

/** A readiness probe must answer quickly even when the database hangs instead of refusing. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Why this instance should not receive traffic now, in pt-BR, or null when it is ready: the
 * database answers, every migration of this build is applied, the job queue runs, the LISTEN
 * connection (live payer pushes) is up, the payment provider is connected (embedded, the sandbox
 * on this process's own port: a payment before that answered 503), and no graceful shutdown has
 * begun, and no write was refused for lack of disk space in the last moments.
 */
export async function notReadyReason(ctx: AppContext): Promise<string | null> {
  if (ctx.lifecycle.draining) return 'o servidor está encerrando.';
  if (Date.now() < ctx.lifecycle.diskFullUntil)
    return 'o disco do banco de dados está cheio (libere espaço no servidor).';
  let pending: number;
  try {
    pending = await withTimeout(pendingMigrations(ctx.database), CHECK_TIMEOUT_MS);
  } catch {
    return 'o banco de dados não responde.';
  }
  if (pending > 0) return `há ${pending} migração(ões) do banco de dados não aplicada(s).`;
  if (!ctx.jobs.started) return 'a fila de tarefas não está rodando.';
  if (!ctx.database.listening())
    return 'a conexão de notificações do banco de dados está sendo restabelecida.';
  if (!gateway(ctx).isReady) return 'o provedor de pagamento ainda não está conectado.';
  return null;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The read replica's state for the readiness answer, when one is configured. Never a reason to
 * refuse traffic: heavy reads fall back to the primary. Asked only while it is believed up, so a
 * dead replica slows one probe per retry interval at most.
 */
export async function replicaState(ctx: AppContext): Promise<'ok' | 'unavailable' | undefined> {
  const replica = ctx.database.replica;
  if (!replica) return undefined;
  if (replica.healthy()) await replica.lag().catch(() => undefined);
  return replica.healthy() ? 'ok' : 'unavailable';
}
