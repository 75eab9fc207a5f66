import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { formatBRL } from '@pagora/shared';
import { testConfig } from '../../test/config';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startReceiver } from '../developers/testing';
import { sandboxControl } from '../gateway';
import { waitFor } from '../payments/testing';
import { cardSale, idSellerOf, moveClock } from '../payouts/testing';
import { syncOpenAnticipations } from './sync';
import { anticipationTestApp } from './test-support';

type Auth = { authorization: string };
type Quote = {
  grossCents: number;
  feeCents: number;
  netCents: number;
  prepaymentDate: string;
  receivables: { amountCents: number; expectedOn: string; feeCents: number }[];
};
type Anticipation = Quote & { id: string; status: string; refusalReason: string | null };
type Balance = {
  futureCents: number;
  receivables: { date: string; amountCents: number }[];
  anticipated: { date: string; amountCents: number; feeCents: number }[];
};
type Event = {
  type: string;
  data: { object: { id: string; status: string; net: number }; sequence: number };
};

const DAY_MS = 86_400_000;
/** The sandbox's price (zoop-sandbox/prepayments.ts): 1,99 % a month per day early, half up. */
const feeOf = (amountCents: number, from: string, to: string) =>
  Math.floor(
    (amountCents * 199 * Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 150_000) / 300_000,
  );

describe('antecipação: quote, confirm once, approved then paid on the sandbox clock', () => {
  let t: TestApp;
  let seller: Auth;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  before(async () => {
    t = await anticipationTestApp({ developers: { ...testConfig().developers, webhookSweepMs: 50 } });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    receiver = await startReceiver();
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: seller,
      payload: {
        url: receiver.url,
        events: ['anticipation.approved', 'anticipation.paid', 'anticipation.refused'],
      },
    });
    assert.equal(endpoint.statusCode, 201, endpoint.body);
    secret = endpoint.json<{ secret: string }>().secret;
    // R$ 300,00 in 3x at 3,99 %: R$ 96,01 expected in 30, 60 and 90 days.
    await cardSale(t, await idSellerOf(t, DEMO_LOGINS.seller), 30_000, 3);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const post = (url: string, payload: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: key === undefined ? seller : { ...seller, 'idempotency-key': key },
      payload,
    });
  const balance = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/balance', headers: seller })).json<Balance>();
  const mails = (kind: string) =>
    t.ctx.database.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE kind = $1', [kind]);
  const eventsOf = (id: string, count: number) =>
    waitFor(async () => {
      const mine = receiver.received
        .map((r) => new Webhook(secret).verify(r.body, r.headers) as Event)
        .filter((e) => e.data.object.id === id);
      return mine.length >= count && mine;
    });
  const sync = () => syncOpenAnticipations(t.ctx, { olderThanMs: 0, leaseSeconds: 0 });

  it('quotes an amount with the provider figures, to the cent', async () => {
    const res = await post('/api/anticipations/quote', { valor: 20_000 });
    assert.equal(res.statusCode, 200, res.body);
    const quote = res.json<Quote>();
    const calendar = (await balance()).receivables;
    // Nearest first while the total fits: the first two receivables, each priced by its days early.
    assert.deepEqual(
      quote.receivables.map((r) => [r.expectedOn, r.amountCents, r.feeCents]),
      calendar.slice(0, 2).map((d) => [d.date, 9_601, feeOf(9_601, quote.prepaymentDate, d.date)]),
    );
    const fee = quote.receivables.reduce((s, r) => s + r.feeCents, 0);
    assert.deepEqual(
      { gross: quote.grossCents, fee: quote.feeCents, net: quote.netCents },
      { gross: 19_202, fee, net: 19_202 - fee },
    );
    assert.ok(quote.prepaymentDate < calendar[0]!.date);
  });

  it('says clearly when there is nothing, too much or too little to anticipate', async () => {
    const empty = await post('/api/anticipations/quote', { de: '2031-01-01', ate: '2031-01-31' });
    assert.equal(empty.statusCode, 422);
    assert.equal(
      empty.json<{ message: string }>().message,
      'Não há recebíveis disponíveis para antecipar neste período.',
    );
    const tooMuch = await post('/api/anticipations/quote', { valor: 28_804 });
    assert.equal(tooMuch.statusCode, 422);
    assert.equal(
      tooMuch.json<{ message: string }>().message,
      `O valor máximo para antecipar agora é ${formatBRL(28_803)}.`,
    );
    // Receivables go whole, nearest first: R$ 50,00 takes none of R$ 96,01, and says what would.
    const tooLittle = await post('/api/anticipations/quote', { valor: 5_000 });
    assert.equal(tooLittle.statusCode, 422);
    assert.equal(
      tooLittle.json<{ message: string }>().message,
      `O menor valor para antecipar agora é ${formatBRL(9_601)}, o recebível mais próximo.`,
    );
    const both = await post('/api/anticipations/quote', { valor: 100, de: '2031-01-01', ate: '2031-01-31' });
    assert.equal(both.statusCode, 400);
  });

  it('a marketplace Zoop has not enabled gets the clear answer, and nothing is written', async () => {
    await sandboxControl.setPrepaymentEnabled(t.ctx, false);
    try {
      const quote = await post('/api/anticipations/quote', { valor: 9_601 });
      assert.equal(quote.statusCode, 422);
      assert.equal(quote.json<{ code: string }>().code, 'anticipation_not_enabled');
      assert.match(quote.json<{ message: string }>().message, /não está habilitada/);
      const confirm = await post('/api/anticipations', { valor: 9_601 }, 'not-enabled');
      assert.equal(confirm.statusCode, 422);
      assert.deepEqual(await t.ctx.database.query('SELECT id FROM anticipations'), []);
    } finally {
      await sandboxControl.setPrepaymentEnabled(t.ctx, true);
    }
  });

  it('ten parallel confirmations under one key make one antecipação, asked once', async () => {
    const missing = await post('/api/anticipations', { valor: 9_601 });
    assert.equal(missing.statusCode, 400);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/anticipations', { valor: 9_601 }, 'one-key')),
    );
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([201]));
    assert.equal(new Set(answers.map((a) => a.json<Anticipation>().id)).size, 1);
    const idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    assert.equal((await t.ctx.gateway.provider.listPrepayments(idSeller)).length, 1);
    const other = await post('/api/anticipations', { valor: 9_000 }, 'one-key');
    assert.equal(other.statusCode, 409);
    assert.equal(
      other.json<{ message: string }>().message,
      'Esta Idempotency-Key já foi usada em outra antecipação.',
    );
  });

  it('is approved at once, then paid on its date: e-mailed and sent to the shop once each', async () => {
    const [a] = (await t.app.inject({ method: 'GET', url: '/api/anticipations', headers: seller })).json<{
      data: Anticipation[];
    }>().data;
    assert.equal(a!.status, 'aprovada');
    assert.equal(a!.netCents, a!.grossCents - a!.feeCents);
    assert.deepEqual(await mails('anticipation_approved'), [
      { subject: `Sua antecipação de ${formatBRL(a!.netCents)} foi aprovada` },
    ]);
    const before = await balance();
    assert.equal(before.futureCents, 28_803 - 9_601);
    // As the provider shows it: the receivable now holds what is left after the fee.
    assert.deepEqual(before.anticipated, [
      { date: a!.receivables[0]!.expectedOn, amountCents: 9_601 - a!.feeCents, feeCents: a!.feeCents },
    ]);
    assert.equal(await sync(), 1); // before its date: still approved, nothing told again
    await moveClock(t, seller, 5); // past the next business day
    await sync();
    await sync(); // a second pass changes nothing
    const paid = await t.app.inject({ method: 'GET', url: `/api/anticipations/${a!.id}`, headers: seller });
    assert.equal(paid.json<Anticipation>().status, 'paga');
    assert.deepEqual(await mails('anticipation_paid'), [
      { subject: `Sua antecipação de ${formatBRL(a!.netCents)} foi paga` },
    ]);
    // Delivery order is not guaranteed (docs/developers.md): a receiver orders by `sequence`.
    const events = (await eventsOf(a!.id, 2)).sort((x, y) => x.data.sequence - y.data.sequence);
    assert.deepEqual(
      events.map((e) => [e.data.sequence, e.type, e.data.object.status, e.data.object.net]),
      [
        [1, 'anticipation.approved', 'aprovada', a!.netCents],
        [2, 'anticipation.paid', 'paga', a!.netCents],
      ],
    );
  });

  it('a refusal is recorded with its reason, e-mailed and sent', async () => {
    await sandboxControl.refuseNextPrepayment(t.ctx, 'Limite de antecipação excedido');
    const res = await post('/api/anticipations', { valor: 9_601 }, 'refused');
    assert.equal(res.statusCode, 201, res.body);
    const refused = res.json<Anticipation>();
    assert.equal(refused.status, 'recusada');
    assert.equal(refused.refusalReason, 'Limite de antecipação excedido');
    assert.deepEqual(await mails('anticipation_refused'), [
      { subject: `Sua antecipação de ${formatBRL(refused.netCents)} foi recusada` },
    ]);
    const [event] = await eventsOf(refused.id, 1);
    assert.equal(event!.type, 'anticipation.refused');
    assert.equal((await balance()).futureCents, 28_803 - 9_601);
  });
});
