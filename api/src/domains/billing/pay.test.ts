import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { runBillingSweep } from './engine';
import { CARD_NUMBERS, billingKit, type BillingKit } from './test-kit';

/**
 * 'Realizar Pagamento' (POST /assinaturas/:id/pagar): the Idempotency-Key is the customer's own and
 * bound to the subscription and card it paid; bad card ids read as cards, not as card numbers.
 */
describe('billing: paying an overdue subscription, and its Idempotency-Key', () => {
  let t: TestApp;
  let kit: BillingKit;
  const plan: Record<string, string> = {};
  const buyer: Record<string, string> = {};
  const seller = { customer: 'seller', customer2: 'seller2' } as const;

  /** A subscription charged today on a declining principal card: overdue, its charge open. */
  const overdue = async (who: 'customer' | 'customer2', amount: string) => {
    await kit.addCard(who, CARD_NUMBERS.declined, true);
    const s = await kit.subscribe(seller[who], plan[who]!, buyer[who]!, amount);
    await runBillingSweep(t.ctx);
    return s.id;
  };
  const pay = (who: string, subId: string, cardId: string, key: string) =>
    kit.call('POST', `/api/assinaturas/${subId}/pagar`, who, { cardId }, { 'idempotency-key': key });
  const statusOf = async (subId: string) => {
    const [row] = await t.ctx.database.query<{ status: string; paid: number }>(
      `SELECT s.status, (SELECT count(*)::int FROM transactions x JOIN subscription_charges c ON c.id = x.subscription_charge_id
                          WHERE c.subscription_id = s.id AND x.status = 'pago') AS paid
         FROM subscriptions s WHERE s.id = $1`,
      [subId],
    );
    return row;
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Sweeps run here with the test's own timing only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    plan.customer = await kit.plan('seller', 'Plano Pagar 1');
    plan.customer2 = await kit.plan('seller2', 'Plano Pagar 2');
    buyer.customer = kit.demoBuyerId;
    buyer.customer2 = await kit.customerOf('seller2', 'customer2', 'cliente2@pay.test');
  });
  after(() => t.close());

  test('a card id that is not one reads "Cartão não encontrado."; no card at all asks for one', async () => {
    const sub = await overdue('customer', '21,00');
    for (const cardId of ['12345', '4539003370725497']) {
      const res = await pay('customer', sub, cardId, randomUUID());
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, 'Cartão não encontrado.');
    }
    const unknown = await pay('customer', sub, randomUUID(), randomUUID());
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Cartão não encontrado.');
    const none = await kit.call(
      'POST',
      `/api/assinaturas/${sub}/pagar`,
      'customer',
      {},
      { 'idempotency-key': randomUUID() },
    );
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'Escolha um cartão.');
    assert.equal((await statusOf(sub))?.status, 'vencida');
  });

  test('a key reused on another subscription or card is refused (422), and charges nothing', async () => {
    const first = await overdue('customer', '22,00');
    const second = await overdue('customer', '23,00');
    const good = await kit.addCard('customer', CARD_NUMBERS.approved, false);
    const other = await kit.addCard('customer', CARD_NUMBERS.approved2, false);
    const key = randomUUID();
    const paid = await pay('customer', first, good, key);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().message, 'Pagamento realizado com sucesso!');

    const elsewhere = await pay('customer', second, good, key);
    assert.equal(elsewhere.statusCode, 422, elsewhere.body);
    assert.equal(elsewhere.json().code, 'idempotency_key_reused');
    assert.equal(elsewhere.json().message, 'Esta chave de idempotência já foi usada em outro pagamento.');
    assert.deepEqual(await statusOf(second), { status: 'vencida', paid: 0 });
    const otherCard = await pay('customer', first, other, key);
    assert.equal(otherCard.statusCode, 422, otherCard.body);

    const again = await pay('customer', first, good, key);
    assert.equal(again.statusCode, 200, 'the same request replays');
    assert.deepEqual(await statusOf(first), { status: 'ativo', paid: 1 });
  });

  test('another customer’s key is theirs alone: the same key pays their own subscription', async () => {
    const key = randomUUID();
    const mine = await overdue('customer', '24,00');
    const good = await kit.addCard('customer', CARD_NUMBERS.approved, false);
    assert.equal((await pay('customer', mine, good, key)).statusCode, 200);

    const theirs = await overdue('customer2', '25,00');
    const theirCard = await kit.addCard('customer2', CARD_NUMBERS.approved, false);
    const res = await pay('customer2', theirs, theirCard, key);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await statusOf(theirs), { status: 'ativo', paid: 1 }, 'really charged, not replayed');
  });

  test('a cancelled subscription takes no payment, not even of the charge it gave up on (409)', async () => {
    // A hard decline gives the charge up ('falhou') and stops the engine: the customer could pay it.
    await kit.addCard('customer', CARD_NUMBERS.expired, true);
    const s = await kit.subscribe('seller', plan.customer!, buyer.customer!, '26,00');
    await runBillingSweep(t.ctx);
    assert.equal((await statusOf(s.id))?.status, 'inativa');
    const lastCharge = async () =>
      (
        await kit.call(
          'GET',
          `/api/assinaturas?pageSize=100&status=${(await statusOf(s.id))?.status}`,
          'seller',
        )
      )
        .json<{ dados: { id: string; ultima_cobranca: string | null }[] }>()
        .dados.find((x) => x.id === s.id)?.ultima_cobranca;
    assert.equal(await lastCharge(), 'recusada: cartão vencido');
    const removed = await kit.call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    assert.equal(removed.statusCode, 200, removed.body);
    // The given-up charge can no longer be paid: it is cancelled with the subscription.
    const charges = await t.ctx.database.query<{ status: string }>(
      'SELECT status FROM subscription_charges WHERE subscription_id = $1',
      [s.id],
    );
    assert.deepEqual(charges, [{ status: 'cancelada' }]);
    assert.equal(await lastCharge(), 'cancelada', "the seller's list says so");

    const good = await kit.addCard('customer', CARD_NUMBERS.approved, false);
    const res = await pay('customer', s.id, good, randomUUID());
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().message, 'Esta assinatura está cancelada e não aceita pagamentos.');
    assert.deepEqual(await statusOf(s.id), { status: 'cancelada', paid: 0 });
    const again = await kit.call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, 'Esta assinatura já está cancelada.');
  });
});
