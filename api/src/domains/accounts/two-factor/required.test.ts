import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEAM_MESSAGES } from '@pagora/shared';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { addTeamMember } from '../testing';
import { codeFor, createTwoFactorTestApp, enableTotp } from './test-support';

/**
 * Who must have two-step sign-in (issue 39): with the platform's rule on, an owner (it can move
 * money out) and, by its owner's choice, every member of a team. Such a person logs in, reaches
 * only the set-up, and the same session works once it is done; it cannot turn it off.
 */
describe('a person who must have two-step sign-in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTwoFactorTestApp({ twoFactor: { required: true, key: undefined } });
  });
  after(() => t.close());

  const transactions = async (headers: { authorization: string }) => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json<{
      user: { id: string };
    }>();
    return t.app.inject({ method: 'GET', url: `/api/transactions/${me.user.id}`, headers });
  };
  const status = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers })).json();
  const disable = (headers: { authorization: string }, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/seguranca/duas-etapas/desativar',
      headers,
      payload: { password: 'pagora123', code },
    });

  test('an owner under the platform rule reaches only the set-up, then everything with the same session', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.seller);
    const blocked = await transactions(auth);
    assert.equal(blocked.statusCode, 403);
    assert.deepEqual(blocked.json(), {
      message: TEAM_MESSAGES.twoFactorSetupRequired,
      code: 'two_factor_setup_required',
    });
    assert.equal((await status(auth)).required, true);

    const { secret } = await enableTotp(t.app, auth);
    assert.equal((await transactions(auth)).statusCode, 200, 'the same session works at once');
    const refused = await disable(auth, codeFor(secret, 1));
    assert.equal(refused.statusCode, 422);
    assert.equal(
      refused.json().message,
      'A verificação em duas etapas é obrigatória para a sua conta e não pode ser desativada.',
    );
    assert.equal((await status(auth)).enabled, true);
  });

  test('a member of a team whose owner requires it sets it up, the owner is told, and it stays on', async () => {
    await t.ctx.database.query('UPDATE users SET team_two_factor_required = true WHERE email = $1', [
      DEMO_LOGINS.seller2,
    ]);
    const member = await addTeamMember(t, DEMO_LOGINS.seller2, 'support', { password: 'pagora123' });
    assert.equal((await transactions(member)).statusCode, 403);

    const { secret } = await enableTotp(t.app, member);
    assert.equal((await transactions(member)).statusCode, 200);
    assert.equal((await disable(member, codeFor(secret, 1))).statusCode, 422);

    const mails = await t.ctx.database.query<{
      recipient: string;
      data: { personEmail: string; enabled: boolean };
    }>(
      "SELECT recipient, data FROM mail_outbox WHERE kind = 'two_factor_changed' AND data->>'personEmail' = $1",
      [member.email],
    );
    assert.deepEqual(mails.map((m) => m.recipient).sort(), [DEMO_LOGINS.seller2, member.email].sort());
    assert.ok(mails.every((m) => m.data.enabled));
  });
});
