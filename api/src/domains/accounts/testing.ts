// Test support for any domain's tests (not a test file): a customer login confirms its address as
// its owner would, through POST /api/email/verify.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/harness';
import { hashResetToken } from './password-reset/request-reset';

/**
 * Confirms `email`'s login: a link is written as the confirmation message would carry it (the real
 * one went to an inbox the test may not read) and opened. The login's sessions see it at once.
 */
export async function confirmEmailOf(t: TestApp, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await t.ctx.database.query(
    `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
     SELECT id, lower(email), $2, now() + interval '1 hour' FROM users WHERE lower(email) = lower($1)`,
    [email, hashResetToken(token)],
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
  assert.equal(res.statusCode, 200, res.body);
}
