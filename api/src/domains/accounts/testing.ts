// Test support for any domain's tests (not a test file): a customer login confirms its address as
// its owner would, through POST /api/email/verify.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/harness';
import type { TeamRole } from '@pagora/shared';
import { hashResetToken } from './password-reset/request-reset';
import { hashPassword } from './auth/password';

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

/**
 * A person in `accountEmail`'s team with `role`, already accepted (issue 39): a login of its own
 * (member-only, password `password`) acting for that account. Answers its bearer header and ids.
 */
export async function addTeamMember(
  t: TestApp,
  accountEmail: string,
  role: TeamRole,
  opts: { email?: string; refundLimitCents?: number | null; password?: string } = {},
): Promise<{ authorization: string; userId: string; membershipId: string; email: string }> {
  const email = opts.email ?? `membro-${randomBytes(4).toString('hex')}@equipe.test`;
  const password = opts.password ?? 'Membro#2026';
  const [account] = await t.ctx.database.query<{ id: string; cargo: string; marketplace_id: string | null }>(
    'SELECT id, cargo, marketplace_id FROM users WHERE lower(email) = lower($1)',
    [accountEmail],
  );
  assert.ok(account, `no login ${accountEmail}`);
  const [person] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO users (nome, email, password_hash, cargo, marketplace_id, member_only, verified_email)
     VALUES ($1, $2, $3, $4, $5, true, lower($2)) RETURNING id`,
    [`Membro ${role}`, email, await hashPassword(password), account.cargo, account.marketplace_id],
  );
  const [member] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO team_members (account_user_id, user_id, role, refund_limit_cents, expires_at, accepted_at)
     VALUES ($1, $2, $3, $4, now() + interval '7 days', now()) RETURNING id`,
    [account.id, person!.id, role, opts.refundLimitCents ?? null],
  );
  const auth = await t.loginAs(email, password);
  return { ...auth, userId: person!.id, membershipId: member!.id, email };
}
