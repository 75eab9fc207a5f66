import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { anonymizeMailsTo, enqueueMail, type OutgoingMail } from './index';

/**
 * The outbox is partitioned by month (migration 1733): "one e-mail per event, recipient and kind"
 * is kept by mail_outbox_keys, across months, and an anonymization leaves no address there.
 */
describe('mail outbox keys: once across months, anonymized with the message', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const link = (to: string, eventKey: string): OutgoingMail<'payment_link'> => ({
    kind: 'payment_link',
    to,
    eventKey,
    marketplaceId: t.demo.marketplaces[0]!.marketplace.id,
    sellerId: t.demo.sellers[0]!.seller.id,
    data: {
      nome: 'Ana',
      sellerName: 'Loja Azul',
      description: 'Curso',
      amountCents: 123456,
      linkId: 'abc123',
    },
  });
  const rowsTo = (addr: string) =>
    t.ctx.database.query<{ part: string }>(
      'SELECT tableoid::regclass::text AS part FROM mail_outbox WHERE recipient = $1',
      [addr],
    );
  const keysTo = (addr: string) =>
    t.ctx.database.query('SELECT 1 FROM mail_outbox_keys WHERE recipient = $1', [addr]);

  test('an event whose e-mail was queued months ago queues nothing again', async () => {
    assert.equal(await enqueueMail(t.ctx.db, link('antiga@cliente.test', 'evt-old')), true);
    // The message moves to an older month (an update of the partition key moves the row).
    await t.ctx.database.query(
      "UPDATE mail_outbox SET created_at = now() - interval '5 months' WHERE recipient = 'antiga@cliente.test'",
    );
    assert.equal(await enqueueMail(t.ctx.db, link('antiga@cliente.test', 'evt-old')), false);
    assert.equal((await rowsTo('antiga@cliente.test')).length, 1);
  });

  test('an anonymized address is gone from the keys too, and its key still refuses the event', async () => {
    assert.equal(await enqueueMail(t.ctx.db, link('bia@cliente.test', 'evt-bia')), true);
    const seller = t.demo.sellers[0]!.seller;
    const n = await anonymizeMailsTo(
      t.ctx.db,
      { sellerId: seller.id, marketplaceId: seller.marketplaceId },
      ['bia@cliente.test'],
      { name: 'Titular anonimizado', email: 'anonimo@pagora.invalid' },
    );
    assert.equal(n, 1);
    assert.equal((await rowsTo('bia@cliente.test')).length, 0);
    assert.equal((await keysTo('bia@cliente.test')).length, 0);
    const [row] = await t.ctx.database.query<{ recipient: string }>(
      "SELECT recipient FROM mail_outbox WHERE event_key = 'evt-bia'",
    );
    assert.match(row!.recipient, /^anonimo-[0-9a-f]{6}@pagora\.invalid$/);
    assert.equal((await keysTo(row!.recipient)).length, 1);
  });
});
