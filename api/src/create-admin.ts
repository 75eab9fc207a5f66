import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { LOGIN_MESSAGES, PASSWORD_MIN_SIGNUP, emailField, newPasswordField } from '@pagora/shared';
import type { Config } from './config';
import { emailTakenByOther, hashPassword, insertAdmin } from './domains/accounts';
import { openDatabase } from './platform/db/client';
import { migrate } from './platform/db/migrate';
import { waitForDatabase } from './platform/db/wait';
import { readPassword } from './platform/password-prompt';

/**
 * `node api/dist/server.js create-admin --email voce@empresa.com.br [--nome "Nome"]` (or `npm run
 * create-admin -- --email …`): the first admin of a database without the demo. The password is
 * asked on the terminal (hidden, twice) or read from stdin (first line; a second line, if any,
 * must repeat it), checked with the sign-up rules, never printed. Exits 0 when created.
 */
const argsSchema = z.object({
  email: emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid).transform((e) =>
    e.toLowerCase(),
  ),
  nome: z.string().trim().min(1).max(120).default('Administrador'),
});
const passwordSchema = newPasswordField(PASSWORD_MIN_SIGNUP);

/** The terminal the command talks to: the process's own, or a test's. */
export type CommandIo = {
  stdin: Parameters<typeof readPassword>[0];
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
};
const processIo: CommandIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

export async function createAdminCommand(
  config: Config,
  argv: string[],
  io: CommandIo = processIo,
): Promise<number> {
  const say = (stream: NodeJS.WritableStream, line: string) => stream.write(`${line}\n`);
  const fail = (message: string) => {
    say(io.stderr, `create-admin: ${message}`);
    return 1;
  };
  let values: { email?: string | undefined; nome?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, nome: { type: 'string' } },
    }));
  } catch (err) {
    return fail(
      `${err instanceof Error ? err.message : String(err)}. Uso: create-admin --email EMAIL [--nome NOME]`,
    );
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) return fail(`${args.error.issues[0]?.message ?? 'argumentos inválidos'} (--email).`);

  const typed = await readPassword(io.stdin, io.stderr);
  if (typed.mismatch) return fail('as senhas não coincidem. Nada foi criado.');
  const password = passwordSchema.safeParse(typed.password);
  if (!password.success)
    return fail(`${password.error.issues[0]?.message ?? 'senha inválida'}. Nada foi criado.`);

  const dataDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && apiRunningOn(config.dataDir))
    return fail(
      `a API está rodando sobre ${dataDir} (PGlite tem um usuário por vez). Pare-a e rode de novo.`,
    );
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: dataDir },
  );
  try {
    await waitForDatabase(database, config.dbConnectTimeoutSeconds, {
      info: (msg) => say(io.stderr, msg),
      warn: (msg) => say(io.stderr, msg),
    });
    await migrate(database);
    if (await emailTakenByOther(database.db, args.data.email))
      return fail(`já existe um login com o email ${args.data.email}. Nada foi criado.`);
    const passwordHash = await hashPassword(password.data);
    await insertAdmin(database.db, { nome: args.data.nome, email: args.data.email, passwordHash });
  } finally {
    await database.close();
  }
  say(io.stdout, `Administrador ${args.data.email} criado. Entre com este email e a senha informada.`);
  return 0;
}

/** The API's pid file (serve.ts) names a live process: it holds the embedded database. */
function apiRunningOn(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'pagora.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false; // left by a crash
  }
}
