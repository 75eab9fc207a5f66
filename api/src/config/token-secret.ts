import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Without TOKEN_SECRET the embedded mode keeps a random secret in the data folder, so tokens
 * survive a restart of the same install and no two installs share a secret.
 */
export function persistedTokenSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
