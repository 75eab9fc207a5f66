import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { runBillingSweep } from './engine';
import { boletoKit, type BoletoKit } from './test-boleto-kit';
import { addDays } from './schedule';
import { FULL_ADDRESS, ptDate } from './test-boleto-kit';

/** Issue 24: a boleto subscription's dunning, and a sweep that died mid-issue. */
describe('billing: boleto subscriptions unpaid, and never two boletos', () => {
  let k: BoletoKit;
  before(async () => {
    k = await boletoKit();
  });
  after(() => k.close());

  test('expired unpaid: a new boleto for each retry with the refused notice, given up after the last', async () => {
    k.inbox.messages.length = 0;
    // Created inside the window: issued at once, due today.
    const sub = await k.subscribe(k.today);
    await runBillingSweep(k.t.ctx, k.now);
    let boletos = await k.boletosOf(sub.id);
    assert.deepEqual(
      boletos.map((b) => b.due),
      [k.today],
    );
    const retries = [1, 3, 7];
    for (const [i, day] of retries.entries()) {
      await k.expire(boletos.at(-1)!.id);
      await runBillingSweep(k.t.ctx, k.at(day === 1 ? 0 : retries[i - 1]!));
      assert.equal((await k.boletosOf(sub.id)).at(-1)?.failure_reason, 'Boleto vencido');
      assert.equal(await k.statusOf(sub.id), 'vencida');
      assert.equal((await k.chargeOf(sub.id))?.next, addDays(k.today, day));
      await runBillingSweep(k.t.ctx, k.at(day));
      await runBillingSweep(k.t.ctx, k.at(day));
      boletos = await k.boletosOf(sub.id);
      assert.equal(boletos.length, i + 2, 'one new boleto per retry');
      assert.equal(boletos.at(-1)?.due, addDays(k.today, day + 5));
    }
    await k.expire(boletos.at(-1)!.id);
    await runBillingSweep(k.t.ctx, k.at(7));
    assert.equal((await k.chargeOf(sub.id))?.status, 'falhou');
    assert.equal(await k.statusOf(sub.id), 'inativa');
    await runBillingSweep(k.t.ctx, k.at(8));
    assert.equal((await k.boletosOf(sub.id)).length, 4, 'nothing issued after giving up');

    const mails = await k.deliver();
    const refused = mails.filter(
      (m) => m.subject === 'Não conseguimos renovar sua assinatura: Clube do Boleto',
    );
    assert.equal(refused.length, 4);
    const texts = refused.map((m) => m.text ?? '');
    for (const day of retries)
      assert.equal(
        texts.filter((x) => x.includes(`Tentaremos de novo em ${ptDate(addDays(k.today, day))}`)).length,
        1,
      );
    assert.ok(texts.every((x) => x.includes('O boleto venceu sem pagamento')));
    assert.equal(texts.filter((x) => x.includes('Esta foi a última tentativa')).length, 1);
    assert.equal(mails.filter((m) => m.subject?.startsWith('Boleto da sua assinatura')).length, 4);
  });

  test('a sweep that died after the provider issued the boleto: the next one adopts it, never a second', async () => {
    const sub = await k.subscribe(addDays(k.today, 2));
    const [charge] = await k.t.ctx.database.query<{ id: string }>(
      `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
       VALUES ($1, $2::date, 4990, $3::date) RETURNING id`,
      [sub.id, addDays(k.today, 2), k.today],
    );
    const transactionId = randomUUID();
    // Claimed (its row committed), then the provider issued it, then the process died: the lease ran out.
    await k.t.ctx.database.query(
      `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
       VALUES ($1, 1, $2, 'engine', now() - interval '1 second')`,
      [charge!.id, transactionId],
    );
    const [seller] = await k.t.ctx.database.query<{ id_seller: string }>(
      `SELECT id_seller FROM sellers WHERE id = (SELECT seller_id FROM subscriptions WHERE id = $1)`,
      [sub.id],
    );
    await k.t.ctx.gateway.provider.createBoleto({
      referenceId: transactionId,
      amountCents: 4990,
      sellerId: seller!.id_seller,
      description: 'Assinatura Clube do Boleto',
      dueDate: addDays(k.today, 2),
      payer: {
        name: 'Bia Boleto',
        taxpayerId: '52998224725',
        email: 'bia@boleto.test',
        address: { ...FULL_ADDRESS, postalCode: '01001000' },
      },
    });
    // The sweeps' clock is the real one here: the lease ran out a second ago.
    await runBillingSweep(k.t.ctx, new Date());
    await runBillingSweep(k.t.ctx, new Date());
    const atProvider = await k.t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM zoop_sandbox_records WHERE kind = 'transaction' AND reference_id = $1`,
      [transactionId],
    );
    assert.equal(atProvider[0]?.n, 1);
    const boletos = await k.boletosOf(sub.id);
    assert.deepEqual(
      boletos.map((b) => [b.id, b.status]),
      [[transactionId, 'pendente']],
    );
    const attempts = await k.t.ctx.database.query<{ outcome: string }>(
      `SELECT outcome FROM subscription_charge_attempts WHERE charge_id = $1`,
      [charge!.id],
    );
    assert.deepEqual(
      attempts.map((a) => a.outcome),
      ['boleto_emitido'],
    );
    const mails = await k.t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'subscription_boleto' AND event_key = $1`,
      [`subscription-boleto:${transactionId}`],
    );
    assert.equal(mails[0]?.n, 1);
  });
});
