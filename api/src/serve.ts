import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createContext } from './app-context';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './platform/db/client';
import { trackUnusedConnections } from './platform/http/unused-connections';
import { loggerOptions } from './platform/logging';
import { migrate } from './platform/db/migrate';
import { waitForDatabase } from './platform/db/wait';
import { demoAllowed, demoLoginLines, hasAdmin, seedDemoIfEmpty } from './domains/demo';
import { gateway } from './domains/gateway';

/** The API process: database (waited for), migrations, demo data, listen, graceful close. */
export async function serve(config: Config, stopTracing: (() => Promise<void>) | null): Promise<void> {
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, readUrl: config.databaseReadUrl }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  // `npm run backup` refuses to copy the embedded database while this process owns it.
  if (database.kind === 'pglite') holdPidFile(path.join(config.dataDir, 'pagora.pid'));
  await waitForDatabase(database, config.dbConnectTimeoutSeconds, {
    info: (msg) => console.log(msg),
    warn: (msg) => console.warn(msg),
  });
  await migrate(database);
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, loggerOptions(config.logLevel, config.logFormat));
  database.useLogger(app.log);
  // A connection lost under a transaction (a PostgreSQL restart): counted, and its own statement
  // fails and is retried; the process stays up.
  database.onConnectionError((err) => {
    ctx.metrics.databaseError(err);
    app.log.warn({ err }, 'database connection lost');
  });
  const seeded = await seedDemoIfEmpty(ctx);

  const connections = trackUnusedConnections(app.server);
  const stop = (signal: string) =>
    void shutdown(app, config.shutdownTimeoutSeconds, signal, stopTracing, connections.closeUnused);
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // PORT=0 (tests, several local instances) takes a free port: print the one taken.
  const url = config.publicUrl ?? (config.port === 0 ? address : `http://localhost:${config.port}`);
  const where =
    database.kind === 'pglite'
      ? `PGlite em ${path.join(config.dataDir, 'pglite')}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nPagora rodando em ${url}  (banco: ${where})`);
  if (!demoAllowed(ctx)) {
    console.log(
      'Provedor de pagamento real (PAYMENT_PROVIDER=zoop): nenhum dado ou login de demonstração é criado, seja qual for SEED_DEMO.',
    );
    if (!(await hasAdmin(ctx)))
      console.log('Nenhum administrador ainda: crie o primeiro com `npm run create-admin -- --email EMAIL`.');
  } else if (seeded || database.kind === 'pglite') {
    console.log(
      seeded ? 'Dados de demonstração criados. Logins de demonstração:' : 'Logins de demonstração:',
    );
    console.log(demoLoginLines().join('\n'));
  }
  console.log(`Documentação da API: ${url}/api/docs\n`);
  if (gateway(ctx).sandbox) console.warn(sandboxWarning(config.host, config.sandboxExposed));
}

/**
 * Graceful shutdown: readiness turns 503 (the balancer stops sending), the listener stops
 * accepting, requests in flight finish, payer sockets are told to reconnect (1012), the job queue
 * lets running sweeps end, then the database closes. Past the deadline the process exits anyway.
 */
async function shutdown(
  app: FastifyInstance,
  deadlineSeconds: number,
  signal: string,
  stopTracing: (() => Promise<void>) | null,
  closeUnusedConnections: () => number,
): Promise<void> {
  app.log.info({ signal, deadlineSeconds }, 'shutting down');
  app.ctx.lifecycle.draining = true;
  // Which step the deadline caught, so an exit 1 says what held it.
  let step = 'closing the server (requests, sockets, job queue, LISTEN)';
  const deadline = setTimeout(() => {
    app.log.error({ deadlineSeconds, step }, 'shutdown deadline passed; exiting with work still running');
    process.exit(1);
  }, deadlineSeconds * 1000);
  deadline.unref();
  // Connections kept alive between requests, and those a browser opened ahead of need and never
  // used, would hold `close` until their timeouts, past the deadline.
  const idle = setInterval(() => {
    app.server.closeIdleConnections();
    const unused = closeUnusedConnections();
    if (unused > 0)
      app.log.info({ connections: unused }, 'shutdown: closed connections that never sent a request');
  }, 200);
  try {
    await app.close();
    clearInterval(idle);
    step = 'closing the database';
    await app.ctx.database.close();
    step = 'flushing traces';
    await stopTracing?.().catch(() => undefined); // flushes the last spans
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

function holdPidFile(file: string): void {
  writeFileSync(file, String(process.pid));
  process.once('exit', () => rmSync(file, { force: true }));
}

/** Said at every start with the sandbox, louder when others can reach it. */
function sandboxWarning(host: string, exposed: boolean): string {
  const lines = [
    'ATENÇÃO: provedor de pagamento SIMULADO (PAYMENT_PROVIDER=sandbox). Nenhum dinheiro se move,',
    'qualquer cartão válido é aprovado e qualquer PIX pode ser marcado como pago.',
    exposed
      ? `!!! O sandbox está acessível na rede (HOST=${host}): qualquer pessoa que alcance este endereço pode "pagar" seus próprios PIX. Use só em rede de testes.`
      : `Escutando só em ${host} (loopback). Para produção: PAYMENT_PROVIDER=zoop e ZOOP_API_URL.`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '!'.repeat(width + 4);
  return [bar, ...lines.map((l) => `! ${l.padEnd(width)} !`), bar, ''].join('\n');
}
