import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gateway } from '../gateway';
import { startPaymentsApp } from '../payments/testing';
import { runDemoSeeders } from './seed';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
type Balance = { availableCents: number; receivables: { date: string; amountCents: number }[] };

const HOUR_MS = 3_600_000;
/** Today in Brasília (UTC−3 all year), as the ledger dates its days. */
const brasiliaToday = () => new Date(Date.now() - 3 * HOUR_MS).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);

/**
 * Issue 41: a fresh demo shows dates on the real clock. Its seeded history (money already
 * available, a paid payout) is dated in the past; nothing moves the provider's clock ahead, so a
 * PIX paid now is released on the next business day and a new bank account waits 24 hours.
 */
describe("a fresh demo's dates are on the real clock", () => {
  let env: Env;
  before(async () => {
    env = await startPaymentsApp();
    await runDemoSeeders(env.t.ctx, env.t.demo);
    // The money-out seeder queues its work once the provider is ready (seedDemoPayouts): wait for
    // that first, or a slow start leaves nothing queued to drain yet.
    await gateway(env.t.ctx).ready;
    await env.t.ctx.tasks.drain();
  });
  after(() => env.t.close());

  const balance = async () =>
    (await env.t.app.inject({ method: 'GET', url: '/api/balance', headers: env.seller })).json<Balance>();

  test('the seeded history left money available, and a PIX paid now is released in days, not a month', async () => {
    // The money-out seeder runs in the background after the provider is ready; on a loaded machine
    // (CI's PGlite pass) it may still be settling after the drain above: the demo's first screen
    // must show money within a minute there (CI saw 20 s not enough twice), not at once.
    let before = await balance();
    for (let waited = 0; before.availableCents <= 0 && waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await env.t.ctx.tasks.drain();
      before = await balance();
    }
    // CI's PGlite pass has seen no money here (stop 48, 50, 51) and never a local run: say whether
    // the money-out seeder failed, and with what, the next time.
    const failed = env.t.ctx.tasks.lastError;
    assert.ok(
      before.availableCents > 0,
      `the demo seller has money available: ${JSON.stringify(before)}; background failure: ${
        failed instanceof Error ? (failed.stack ?? failed.message) : JSON.stringify(failed)
      }`,
    );
    const linkId = await env.newLink({ amount: '20,00', paymentMethods: ['pix'] });
    const pix = await env.pay(linkId, { valor: 20, paymentMethod: 'pix' });
    assert.equal(pix.statusCode, 200, pix.body);
    const providerId = String((await env.tx(pix.json<{ id: string }>().id))?.provider_id);
    assert.equal((await env.control('POST', `/transactions/${providerId}/pay`)).status, 200);
    await env.settle();

    const was = new Map(before.receivables.map((r) => [r.date, r.amountCents]));
    const grown = (await balance()).receivables.filter((r) => r.amountCents > (was.get(r.date) ?? 0));
    assert.equal(grown.length, 1, JSON.stringify(grown));
    const today = brasiliaToday();
    // The next business day: at most five days on (a weekend next to a holiday).
    const released = grown[0]!.date;
    assert.ok(released > today && released <= plusDays(today, 5), `released ${released}, today ${today}`);
  });

  test("a new bank account's first payout is a day away", async () => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: env.seller,
      payload: {
        holder_name: 'Ana Souza',
        taxpayer_id: '529.982.247-25',
        bank_code: '001',
        routing_number: '1234',
        account_number: '98765-4',
        type: 'checking',
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const from = Date.parse(String(res.json<{ payoutsAllowedFrom: string }>().payoutsAllowedFrom));
    const wait = from - Date.now();
    assert.ok(wait > 23 * HOUR_MS && wait <= 24 * HOUR_MS, `first payout in ${wait / HOUR_MS} h`);
  });
});
