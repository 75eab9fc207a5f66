import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../platform/state-machine/testing';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { claimDueMail, sendClaimedMail } from './deliver';
import { enqueueMail } from './index';
import { mailMachine } from './outbox-lifecycle';
import { startTestInbox, type TestInbox } from './testing';
import { smtpTransport } from './transport';

const DOCS = new URL('../../../../docs/email.md', import.meta.url);
type Row = { status: string; lease: string | null; attempts: number; sent_at: string | null };

describe('mail outbox: one guarded writer of a message status', () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    // No SMTP_URL for the app: no sweep of its own, so this test plays both instances.
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  test('docs/email.md shows the machine the code runs; every state is reached, sent is final', async () => {
    assertMachineWhole(mailMachine, ['enviado', 'nao_enviavel']);
    await assertDocsShowMachine(DOCS, mailMachine);
  });

  test('a send whose lease ran out and was taken by another instance records nothing', async () => {
    const transport = smtpTransport({ ...testConfig().mail, smtpUrl: inbox.url })!;
    await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'payment_link',
        to: 'lease@cliente.test',
        eventKey: 'lease-1',
        data: { nome: 'Ana', sellerName: 'Loja', description: 'Curso', amountCents: 1000, linkId: 'abc123' },
      }),
    );
    const read = async () =>
      (
        await t.ctx.database.query<Row>(
          `SELECT status, lease_until::text AS lease, attempts, sent_at::text FROM mail_outbox WHERE event_key = 'lease-1'`,
        )
      )[0]!;
    const [first] = await claimDueMail(t.ctx);
    assert.ok(first);
    // The first instance's lease runs out before it records; a second instance claims the row.
    await t.ctx.database.query(
      `UPDATE mail_outbox SET lease_until = now() - interval '1 second' WHERE id = $1`,
      [first.id],
    );
    const [second] = await claimDueMail(t.ctx);
    assert.equal(second?.id, first.id);
    await sendClaimedMail(t.ctx, transport, first);
    assert.equal(inbox.messages.length, 1, 'the first instance did send');
    assert.deepEqual(await read(), { status: 'pendente', lease: second.lease, attempts: 2, sent_at: null });
    await sendClaimedMail(t.ctx, transport, second);
    const done = await read();
    assert.deepEqual([done.status, done.lease, done.attempts], ['enviado', null, 2]);
    transport.close();
  });
});
