import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink } from './test-support';

describe('GET /api/split-recipients', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const recipients = async (email: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/split-recipients',
      headers: await t.loginAs(email),
    });
    return {
      status: res.statusCode,
      names: (res.json().recipients ?? []).map((r: { nome: string }) => r.nome),
    };
  };

  test('a seller sees the other sellers of its marketplace, not itself nor other tenants', async () => {
    assert.deepEqual(await recipients('seller@pagora.demo'), {
      status: 200,
      names: ['Bruno Lima Eletrônicos'],
    });
    assert.deepEqual(await recipients('seller2@pagora.demo'), { status: 200, names: [] });
  });

  test('a marketplace sees all its sellers; customers and admins are refused', async () => {
    assert.deepEqual((await recipients('marketplace@pagora.demo')).names, [
      'Ana Souza Artesanato',
      'Bruno Lima Eletrônicos',
    ]);
    assert.equal((await recipients('customer@pagora.demo')).status, 403);
    assert.equal((await recipients('admin@pagora.demo')).status, 403);
  });

  test('a removed seller is no recipient: left out of the list, refused (422), and links splitting to it say so', async () => {
    const links = linkApi(t);
    const seller = await t.loginAs('seller@pagora.demo');
    const marketplace = await t.loginAs('marketplace@pagora.demo');
    const [bruno] = await t.ctx.database.query<{ id: string; user_id: string }>(
      "SELECT id, user_id FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    );
    const split = { ...validLink, splitPayments: [{ recipient: bruno!.id, percentage: 10 }] };
    const linkId = await links.createId(seller, split);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/marketplace-seller/${bruno!.id}/${bruno!.user_id}`,
      headers: marketplace,
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual((await recipients('seller@pagora.demo')).names, []);
    assert.deepEqual((await recipients('marketplace@pagora.demo')).names, ['Ana Souza Artesanato']);

    const again = await links.create(seller, split);
    assert.equal(again.statusCode, 422, again.body);
    assert.equal(again.json().message, 'Este vendedor foi removido e não pode mais receber split');

    const list = await links.list(seller, await links.userIdOf('seller@pagora.demo'));
    const link = list
      .json<{ payments: { id: string; splitWarning?: string; splitPayments: object[] }[] }>()
      .payments.find((l) => l.id === linkId)!;
    assert.equal(
      link.splitWarning,
      'Um recebedor do split deste link foi removido: edite o link para escolher outro vendedor.',
    );
    assert.deepEqual(link.splitPayments[0], {
      recipient: bruno!.id,
      percentage: 10,
      liable: true,
      charge_processing_fee: false,
      recipientRemoved: true,
    });

    // The edit screen fixes it: an edit without the split keeps it, the removed seller is refused,
    // a split without it clears the warning.
    const edit = { amount: '150,00', description: 'Camiseta', paymentMethods: ['pix'], parcelasSemJuros: 0 };
    const kept = await links.update(seller, linkId, edit);
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.payment.splitWarning, link.splitWarning);
    const stale = await links.update(seller, linkId, { ...edit, splitPayments: split.splitPayments });
    assert.equal(stale.statusCode, 422, stale.body);
    assert.equal(stale.json().message, 'Este vendedor foi removido e não pode mais receber split');
    const fixed = await links.update(seller, linkId, { ...edit, splitPayments: [] });
    assert.equal(fixed.statusCode, 200, fixed.body);
    assert.equal(fixed.json().data.payment.splitWarning, undefined);
    assert.deepEqual(fixed.json().data.payment.splitPayments, []);
  });
});
