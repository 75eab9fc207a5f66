import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as E from './recorded/events';
import { on, startReplay } from './replay-server';
import { ZOOP_EVENT_TYPES, parseZoopWebhook } from './webhook';

// Issue 36: the lost-event sweep reads `GET /events` and every item goes through the same reading
// as a webhook delivery; seller documents go up as Zoop's public clients send them.

const SELLER = 'a'.repeat(32);
const transferConfirmed = {
  id: 'ev-transfer',
  resource: 'event',
  type: 'transfer.confirmed',
  payload: { object: { id: 'c'.repeat(32), resource: 'transfer', status: 'confirmed' } },
  created_at: '2026-11-20 12:00:00',
};
const disputeWon = {
  id: 'ev-dispute',
  resource: 'event',
  type: 'transaction.disputed.succeeded',
  payload: { object: { id: 'd'.repeat(32), resource: 'transaction', status: 'succeeded' } },
  created_at: '2026-11-21T09:30:00+0000',
};
const receivablePaid = {
  id: 'ev-receivable',
  resource: 'event',
  type: 'receivable.paid',
  payload: { object: { id: 'e'.repeat(32), resource: 'receivable', transaction: 'd'.repeat(32) } },
  created_at: '2026-11-22T00:00:00+00:00',
};
const ITEMS = [E.succeededA, transferConfirmed, disputeWon, receivablePaid];

describe('Zoop adapter: events and seller documents', () => {
  let zoop: Awaited<ReturnType<typeof startReplay>>;
  before(
    async () =>
      (zoop = await startReplay([
        on('GET', '/events', { body: { resource: 'list', items: ITEMS, has_more: true } }),
        on('POST', `/sellers/${SELLER}/documents`, {
          status: 201,
          body: { id: 'doc1', resource: 'document', category: 'identificacao', status: 'pending' },
        }),
        on('GET', `/sellers/${SELLER}/documents`, {
          body: {
            resource: 'list',
            items: [
              { id: 'doc1', resource: 'document', category: 'identificacao', status: 'pending' },
              { id: 'doc2', resource: 'document', category: 'selfie', status: 'approved' },
              { id: 'doc3', resource: 'document', category: 'outro' },
            ],
            has_more: false,
          },
        }),
      ])),
  );
  after(() => zoop.close());

  it('lists events since a moment, oldest first, each read exactly as its webhook', async () => {
    const page = await zoop.provider.listEvents({
      since: '2026-11-20T00:00:00.000Z',
      offset: 100,
      limit: 50,
    });
    const [asked] = zoop.sent('GET', '/events');
    assert.deepEqual(Object.fromEntries(asked?.query ?? []), {
      'date_range[gte]': '2026-11-20T00:00:00.000Z',
      limit: '50',
      offset: '100',
      sort: 'time-ascending',
    });
    assert.equal(page.hasMore, true);
    assert.deepEqual(
      page.events,
      ITEMS.map((item) => parseZoopWebhook(JSON.stringify(item), {}, undefined)),
    );
    assert.deepEqual(
      page.events.map((e) => [e.type, e.chargeId, e.transferId, e.transferStatus, e.occurredAt]),
      [
        ['transaction.succeeded', E.succeededA.payload.object.id, null, null, '2020-07-06T14:01:51.000Z'],
        ['transfer.confirmed', null, 'c'.repeat(32), 'pendente', '2026-11-20T12:00:00.000Z'],
        ['transaction.disputed.succeeded', 'd'.repeat(32), null, null, '2026-11-21T09:30:00.000Z'],
        ['receivable.paid', null, null, null, '2026-11-22T00:00:00.000Z'],
      ],
    );
  });

  it('registers only event names Zoop sends', () => {
    for (const name of [
      'transaction.disputed',
      'transaction.charged_back',
      'transfer.failed',
      'receivable.paid',
    ])
      assert.ok((ZOOP_EVENT_TYPES as readonly string[]).includes(name), name);
    for (const name of ['transaction.refunded', 'transfer.canceled'])
      assert.ok(!(ZOOP_EVENT_TYPES as readonly string[]).includes(name), name);
  });

  it('accepts a delivery without Authorization unless one is configured', () => {
    const body = JSON.stringify(transferConfirmed);
    assert.equal(zoop.provider.parseWebhook(body, {}).eventId, 'ev-transfer');
    assert.throws(() => parseZoopWebhook(body, {}, 'Bearer s3cret'), { status: 401 });
  });

  it('uploads a seller document as a multipart form with file and category, and lists them', async () => {
    const content = new TextEncoder().encode('%PDF-1.4 rg');
    const doc = await zoop.provider.uploadSellerDocument(SELLER, {
      category: 'identificacao',
      fileName: 'rg.pdf',
      contentType: 'application/pdf',
      content,
    });
    assert.deepEqual([doc.documentId, doc.category, doc.status], ['doc1', 'identificacao', 'pending']);
    const [sent] = zoop.sent('POST', `/sellers/${SELLER}/documents`);
    assert.match(String(sent?.headers['content-type']), /^multipart\/form-data; boundary=/);
    assert.match(sent?.text ?? '', /name="category"\r\n\r\nidentificacao\r\n/);
    assert.match(
      sent?.text ?? '',
      /name="file"; filename="rg.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.4 rg\r\n/,
    );
    await assert.rejects(
      zoop.provider.uploadSellerDocument(SELLER, {
        category: 'selfie',
        fileName: 'x.gif',
        contentType: 'image/gif',
        content,
      }),
      { status: 422, code: 'invalid_document' },
    );
    const list = await zoop.provider.listSellerDocuments(SELLER);
    assert.deepEqual(
      list.map((d) => [d.documentId, d.category, d.status]),
      [
        ['doc1', 'identificacao', 'pending'],
        ['doc2', 'selfie', 'approved'],
      ],
    );
  });
});
