import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LINK_PAID_MEANWHILE } from './methods/card/card-charge';
import { recordCharge } from './status-updates';
import { cardBody, startPaymentsApp, waitFor } from './test-support';

/**
 * Issue 35 item 7: an open PIX of one payer never holds a one-payment link against another; the
 * first payment that completes closes the link, the codes still open are voided, and a payment
 * that completes on a full link is given back. Runs on PGlite and on PostgreSQL (DATABASE_URL),
 * where the two completions truly race.
 */
describe('a one-payment link is closed by the first payment, not by an open code', () => {
  let env: Awaited<ReturnType<typeof startPaymentsApp>>;
  before(async () => {
    env = await startPaymentsApp();
  });
  after(() => env.t.close());

  const pixAs = async (linkId: string, token: string) => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      headers: { 'x-payer-token': token },
      payload: { valor: 150, paymentMethod: 'pix' },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ id: string }>().id;
  };
  const cardAs = (linkId: string, token: string, number?: string) =>
    fetch(`${env.t.baseUrl}/api/payment/${linkId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payer-token': token },
      body: JSON.stringify(cardBody({ quotedTotalCents: 15_000, ...(number ? { number } : {}) })),
    });
  const statusOf = async (id: string) => (await env.tx(id))?.status;
  const linkStatuses = async (linkId: string) =>
    (
      await env.t.ctx.database.query<{ status: string }>(
        'SELECT status FROM transactions WHERE link_id = $1 ORDER BY status',
        [linkId],
      )
    ).map((r) => r.status);
  const surplusOf = (linkId: string) =>
    env.t.ctx.database.query(
      'SELECT method, status, link_surplus_at, late_payment, refunded_cents FROM transactions WHERE link_id = $1',
      [linkId],
    );
  const closedReason = async (linkId: string) =>
    (await env.links.view(linkId)).json<{ payments: { closed: { reason: string } | null } }>().payments.closed
      ?.reason;

  it("payer B's card is approved over payer A's open PIX; the link closes and A's code is voided", async () => {
    const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
    const pixA = await pixAs(linkId, 'payer-a-0123456789abcdef');
    const card = await cardAs(linkId, 'payer-b-0123456789abcdef');
    assert.equal(card.status, 200, await card.clone().text());
    assert.equal(
      ((await card.json()) as { data: { data: { status_transacao: string } } }).data.data.status_transacao,
      'pago',
    );
    assert.equal(await closedReason(linkId), 'pago');
    // Voided at the provider and here; A's page hears 'cancelada'.
    await waitFor(async () => (await statusOf(pixA)) === 'expirada');
    assert.equal((await env.tx(pixA))?.failure_reason, 'replaced');
    // Ended here first, then voided there (end-unpaid.ts).
    const providerId = String((await env.tx(pixA))?.provider_id);
    await waitFor(
      async () => (await env.t.ctx.gateway.provider.getCharge(providerId)).status !== 'pendente_pix',
    );
    // A coming back finds the link paid, never a "payment in progress".
    const again = await env.t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      payload: { valor: 150, paymentMethod: 'pix' },
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ code: string }>().code, 'link_closed');
  });

  it("the provider's cancellation webhook is recorded before its answer to our void: A still reads 'cancelada'", async (t) => {
    // Under load the sandbox's webhook for the void could win the race with the void's own answer
    // and record the code as an ordinary expiry (CI of 7aa2d2a). Here it always wins.
    const { provider } = env.t.ctx.gateway;
    const voidCharge = provider.voidCharge.bind(provider);
    t.mock.method(provider, 'voidCharge', async (providerId: string) => {
      const ended = await voidCharge(providerId);
      const [row] = await env.t.ctx.database.query<{ id: string }>(
        'SELECT id FROM transactions WHERE provider_id = $1',
        [providerId],
      );
      if (row) await recordCharge(env.t.ctx, row.id, ended);
      return ended;
    });
    const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
    const pixA = await pixAs(linkId, 'payer-g-0123456789abcdef');
    // Payer A's own card first (the code is replaced), then on a fresh link B fills it over A's code.
    const own = await cardAs(linkId, 'payer-g-0123456789abcdef');
    assert.equal(own.status, 200, await own.clone().text());
    assert.deepEqual(
      [(await env.tx(pixA))?.status, (await env.tx(pixA))?.failure_reason],
      ['expirada', 'replaced'],
    );

    const other = await env.newLink({ customerEmail: 'cliente@example.com' });
    const pixC = await pixAs(other, 'payer-h-0123456789abcdef');
    assert.equal((await cardAs(other, 'payer-i-0123456789abcdef')).status, 200);
    await waitFor(async () => (await statusOf(pixC)) === 'expirada');
    assert.equal((await env.tx(pixC))?.failure_reason, 'replaced');
  });

  it('two payers completing at once: exactly one is paid, the other is given back', async () => {
    const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
    const pixA = await pixAs(linkId, 'payer-c-0123456789abcdef');
    const [paidPix, card] = await Promise.all([
      env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${pixA}` }),
      cardAs(linkId, 'payer-d-0123456789abcdef'),
    ]);
    assert.equal(paidPix.statusCode, 202, paidPix.body);
    await env.settle();
    // The other one voided (a code not paid yet) or paid and then refunded by the sweep.
    const final = await waitFor(async () => {
      const statuses = await linkStatuses(linkId);
      const ended = statuses.filter((s) => s === 'estornada' || s === 'expirada');
      return statuses.length === 2 && ended.length === 1 && statuses;
    }).catch(async (err: unknown) => {
      throw new Error(`${String(err)}: ${JSON.stringify(await surplusOf(linkId))}`);
    });
    assert.deepEqual(
      final.filter((s) => s === 'pago'),
      ['pago'],
    );
    if (card.status !== 200) {
      assert.equal(card.status, 409);
      assert.equal(((await card.json()) as { message: string }).message, LINK_PAID_MEANWHILE);
    }
    assert.equal(await closedReason(linkId), 'pago');
  });

  it('two cards at once: one approved, the other refunded and told so', async () => {
    const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
    const answers = await Promise.all([
      cardAs(linkId, 'payer-e-0123456789abcdef'),
      cardAs(linkId, 'payer-f-0123456789abcdef'),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const refused = (await answers.find((a) => a.status === 409)!.json()) as {
      message: string;
      code: string;
    };
    assert.equal(refused.code, 'link_closed');
    await waitFor(async () => {
      const statuses = await linkStatuses(linkId);
      // Refused before any charge (the link was already paid), or charged and refunded.
      return (statuses.join() === 'estornada,pago' || statuses.join() === 'pago') && statuses;
    });
  });
});
