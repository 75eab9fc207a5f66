import { createHash, randomBytes } from 'node:crypto';

/**
 * `pgr_<mode>_<8-char id>_<43-char secret>`: 256 random bits after a short display prefix
 * (seamapi's prefixed-api-key pattern). The prefix finds the key in a list; the server keeps
 * only SHA-256 of the whole string, enough for a secret this long (docs/decisions/019).
 */
export function newApiSecret(mode: 'test' | 'live'): { secret: string; prefix: string; hash: string } {
  const short = randomBytes(6).toString('base64url');
  const prefix = `pgr_${mode}_${short}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** What a Bearer value must look like before any lookup. */
export const API_SECRET_PATTERN = /^pgr_(test|live)_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/;

/** The Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
