#!/usr/bin/env node
// `npm run create-admin -- --email voce@empresa.com.br [--nome "Nome"]`: the first admin of a
// database without the demo (docs/deploy.md). Runs the built API's command
// (`node api/dist/server.js create-admin …`), or the source through tsx before a build. The
// password is asked on the terminal (hidden) or read from stdin; it is never printed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'api', 'dist', 'server.js');
const args = existsSync(built)
  ? [built, 'create-admin', ...process.argv.slice(2)]
  : ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts'), 'create-admin', ...process.argv.slice(2)];
// The same folder and defaults as `npm start`, so DATA_DIR (./data) names the same database.
const child = spawn(process.execPath, args, {
  stdio: 'inherit',
  cwd: root,
  env: {
    NODE_ENV: 'production',
    // The command moves no money; the provider only has to be valid configuration.
    ...(process.env.ZOOP_API_URL ? {} : { PAYMENT_PROVIDER: 'sandbox' }),
    ...process.env,
  },
});
child.on('exit', (code) => process.exit(code ?? 1));
