import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../../config';

/**
 * The TOTP secret at rest: AES-256-GCM with a fresh IV per write, so a copy of the database alone
 * gives nobody a code. The key is TWO_FACTOR_KEY, or derived from the token secret with HKDF so
 * a deployment without it still never stores the secret in clear.
 */
export type SealedSecret = { iv: string; tag: string; ciphertext: string };

const keys = new WeakMap<Config['twoFactor'], Buffer>();

export function twoFactorKey(config: Pick<Config, 'twoFactor' | 'tokenSecret'>): Buffer {
  const known = keys.get(config.twoFactor);
  if (known) return known;
  const key = Buffer.from(
    hkdfSync('sha256', config.twoFactor.key ?? config.tokenSecret, '', 'pagora-two-factor', 32),
  );
  keys.set(config.twoFactor, key);
  return key;
}

export function seal(key: Buffer, plain: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

export function open(key: Buffer, sealed: SealedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed hash for recovery codes and challenge tokens: useless without the key. */
export const keyedHash = (key: Buffer, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url');
