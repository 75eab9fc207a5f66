import path from 'node:path';
import { createContext } from './app-context';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { loggerOptions } from './platform/logging';
import { migrate } from './platform/db/migrate';
import { demoLoginLines, seedDemoIfEmpty } from './domains/demo';

/** Process entry: config, database, migrations, demo data, listen, graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await migrate(database);
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, loggerOptions(config.logLevel, config.logFormat));
  const seeded = await seedDemoIfEmpty(ctx);

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // PORT=0 (tests, several local instances) takes a free port: print the one taken.
  const url = config.publicUrl ?? (config.port === 0 ? address : `http://localhost:${config.port}`);
  const where =
    database.kind === 'pglite'
      ? `PGlite em ${path.join(config.dataDir, 'pglite')}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nPagora rodando em ${url}  (banco: ${where})`);
  console.log(seeded ? 'Dados de demonstração criados. Logins de demonstração:' : 'Logins de demonstração:');
  if (seeded || database.kind === 'pglite') console.log(demoLoginLines().join('\n'));
  console.log(`Documentação da API: ${url}/api/docs\n`);
  if (ctx.payments.sandbox) console.warn(sandboxWarning(config.host, config.sandboxExposed));
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
