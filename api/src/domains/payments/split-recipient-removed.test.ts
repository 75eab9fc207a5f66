import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { validLink } from '../links/testing';
import { SPLIT_RECIPIENT_REMOVED } from './charge-common';
import { cardBody, startPaymentsApp } from './test-support';

type App = Awaited<ReturnType<typeof startPaymentsApp>>;

/**
 * A link saved with a split to a seller its marketplace later removed (issue 35 item 6): no money
 * may go to that seller, so the payment is refused, by every method, before anything is charged.
 */
describe('paying a link whose split recipient was removed', () => {
  let app: App;
  let linkId: string;
  before(async () => {
    app = await startPaymentsApp();
    const { t } = app;
    const [bruno] = await t.ctx.database.query<{ id: string; user_id: string }>(
      "SELECT id, user_id FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    );
    linkId = await app.newLink({ splitPayments: [{ recipient: bruno!.id, percentage: 10 }] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/marketplace-seller/${bruno!.id}/${bruno!.user_id}`,
      headers: await t.loginAs('marketplace@pagora.demo'),
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });
  after(() => app.t.close());

  it('refuses a card and a PIX with the pt-BR reason and charges nothing', async () => {
    const card = await app.pay(linkId, cardBody());
    assert.equal(card.statusCode, 422, card.body);
    assert.deepEqual(
      { message: card.json().message, code: card.json().code },
      { message: SPLIT_RECIPIENT_REMOVED, code: 'split_recipient_removed' },
    );
    const pix = await app.pay(linkId, { paymentMethod: 'pix', valor: 150 });
    assert.equal(pix.statusCode, 422, pix.body);
    assert.equal(pix.json().message, SPLIT_RECIPIENT_REMOVED);
    const rows = await app.t.ctx.database.query('SELECT id FROM transactions WHERE link_id = $1', [linkId]);
    assert.equal(rows.length, 0);
  });

  it('takes the payment again once the link owner edits the split', async () => {
    const fixed = await app.links.update(app.seller, linkId, { ...validLink, splitPayments: [] });
    assert.equal(fixed.statusCode, 200, fixed.body);
    const card = await app.pay(linkId, cardBody());
    assert.equal(card.statusCode, 200, card.body);
  });
});
