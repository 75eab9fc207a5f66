// Test support for the security tests (not a test file): logins from a given browser and address.
import assert from 'node:assert/strict';
import type { TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo';
import { loadPrincipal } from '../auth/sessions';
import { noticeLogin } from './notice-login';

export const BROWSERS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeWindowsNewer:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

/**
 * Logs in over POST /api/login from `userAgent` and `ip`, then gives the login its notice as
 * accounts/auth/login.ts does after every login (a second notice of one session adds nothing, so
 * this stays right once the login calls it itself).
 */
export async function loginFrom(
  t: TestApp,
  email: string,
  from: { userAgent: string; ip?: string; password?: string },
): Promise<{ authorization: string; sessionId: string }> {
  const ip = from.ip ?? '127.0.0.1';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': from.userAgent },
    remoteAddress: ip,
    payload: { email, password: from.password ?? DEMO_PASSWORD },
  });
  assert.equal(res.statusCode, 200, res.body);
  const token = res.json<{ token: string }>().token;
  const check = t.ctx.tokens.read(token, Math.floor(Date.now() / 1000));
  assert.ok(check.ok);
  const sessionId = check.claims.sessionId;
  const principal = await loadPrincipal(t.ctx.db, sessionId);
  assert.ok(principal);
  await noticeLogin(t.ctx, principal, { ip, userAgent: from.userAgent, sessionId });
  return { authorization: `Bearer ${token}`, sessionId };
}
