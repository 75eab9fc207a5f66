import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens: `<sessionId>.<expiresAtSeconds>.<hmac>`. The HMAC makes them unforgeable, the
 * expiry is checked without a database trip, and the session id lets logout revoke one token.
 */
export type TokenClaims = { sessionId: string; expiresAt: number };

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueToken(secret: string, claims: TokenClaims): string {
  const body = `${claims.sessionId}.${claims.expiresAt}`;
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'expired' };

export function readToken(secret: string, token: string, nowSeconds: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [sessionId = '', exp = '', mac = ''] = parts;
  if (!/^[0-9a-f-]{36}$/.test(sessionId) || !/^\d{1,12}$/.test(exp))
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, `${sessionId}.${exp}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'malformed' };
  const expiresAt = Number(exp);
  if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sessionId, expiresAt } };
}
