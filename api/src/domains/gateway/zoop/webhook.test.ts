import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseZoopWebhook } from './webhook';

describe('parseZoopWebhook', () => {
  const tx = { id: 'a'.repeat(32), resource: 'transaction', status: 'succeeded' };

  it('reads shape A (payload.object)', () => {
    const body = JSON.stringify({
      id: 'e1',
      type: 'transaction.succeeded',
      resource: 'event',
      payload: { object: tx },
    });
    assert.deepEqual(
      { ...parseZoopWebhook(body, {}, undefined), raw: null },
      {
        eventId: 'e1',
        type: 'transaction.succeeded',
        chargeId: tx.id,
        sellerId: null,
        transferId: null,
        transferStatus: null,
        occurredAt: null,
        raw: null,
      },
    );
  });

  it('reports a transfer event with what it says of the payout', () => {
    const transfer = { id: 'c'.repeat(32), resource: 'transfer', status: 'failed' };
    const parsed = parseZoopWebhook(
      JSON.stringify({ id: 'e9', type: 'transfer.failed', payload: { object: transfer } }),
      {},
      undefined,
    );
    assert.equal(parsed.transferId, transfer.id);
    assert.equal(parsed.transferStatus, 'falhou');
    assert.equal(parsed.chargeId, null);
    assert.equal(parsed.sellerId, null);
  });

  it('reads shape B (payload is the object) and shape C (top-level object, no id)', () => {
    const b = parseZoopWebhook(
      Buffer.from(JSON.stringify({ id: 'e2', type: 'transaction.failed', payload: tx })),
      {},
      undefined,
    );
    assert.equal(b.chargeId, tx.id);
    const cBody = JSON.stringify({ type: 'transaction.pre_authorized', resource: 'transaction', object: tx });
    const c1 = parseZoopWebhook(cBody, {}, undefined);
    const c2 = parseZoopWebhook(cBody, {}, undefined);
    assert.equal(c1.chargeId, tx.id);
    assert.match(c1.eventId, /^sha256:[0-9a-f]{64}$/);
    assert.equal(c1.eventId, c2.eventId);
  });

  it('gives no charge id for non-transaction events', () => {
    const body = JSON.stringify({
      id: 'e3',
      type: 'seller.activated',
      payload: { object: { id: 'b'.repeat(32), resource: 'seller' } },
    });
    assert.equal(parseZoopWebhook(body, {}, undefined).chargeId, null);
  });

  it('rejects garbage and a wrong authorization header', () => {
    assert.throws(() => parseZoopWebhook('not json', {}, undefined), {
      status: 400,
      code: 'invalid_webhook',
    });
    assert.throws(() => parseZoopWebhook('{"id":"x"}', {}, undefined), { status: 400 });
    const ok = JSON.stringify({ id: 'e4', type: 'transaction.succeeded', payload: { object: tx } });
    assert.throws(() => parseZoopWebhook(ok, { authorization: 'nope' }, 's3cret'), { status: 401 });
    assert.throws(() => parseZoopWebhook(ok, {}, 's3cret'), { status: 401 });
    assert.equal(parseZoopWebhook(ok, { authorization: 's3cret' }, 's3cret').eventId, 'e4');
  });
});
