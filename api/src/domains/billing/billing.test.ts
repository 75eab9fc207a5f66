import assert from 'node:assert/strict';
import { CARD_MESSAGES } from '@pagora/shared/contracts';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { runBillingSweep } from './engine';
import { addDays, saoPauloToday } from './schedule';
import { saoPauloNoon } from './test-kit';

const APPROVED = '4539003370725497';
const DECLINED = '6011457819940087';
const EXPIRED = '4000000000000069';
const DAY = 24 * 60 * 60 * 1000;

type Sub = {
  id: string;
  status: string;
  data_cobranca: string;
  data_vencimento: string | null;
  ultima_cobranca: string | null;
  amount_cents: number;
};

describe('billing: subscriptions charged on saved cards, retried, paid by the customer', () => {
  let t: TestApp;
  const logs: string[] = [];
  const auth: Record<string, Record<string, string>> = {};
  const id: Record<string, string> = {};
  let buyerId = '';
  let planId = '';
  const call = (
    method: string,
    url: string,
    who: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...auth[who]!, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const card = (number: string, principal = true) => ({
    numero: `**** ${number.slice(-4)}`,
    card_number: number,
    holder_name: 'Diego Cliente',
    expiration_month: '12/30',
    expiration_year: '12/30',
    security_code: '123',
    bandeira: 'Visa',
    principal,
  });
  const addCard = async (number: string, principal = true) => {
    const res = await call(
      'POST',
      `/api/cadastrar-cartao/${id.customer}`,
      'customer',
      card(number, principal),
    );
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ dados: { id: string } }>().dados.id;
  };
  const subscribe = async (amount = '49,90', date?: string) => {
    const res = await call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount,
      ...(date ? { data_cobranca: date } : {}),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ dados: Sub }>().dados;
  };
  const sub = async (subId: string) =>
    (await call('GET', '/api/assinaturas?pageSize=100', 'seller'))
      .json<{ dados: Sub[] }>()
      .dados.find((s) => s.id === subId)!;
  const txOf = (subId: string) =>
    t.ctx.database.query<{ status: string; amount_cents: number; card_last4: string }>(
      `SELECT t.status, t.amount_cents::int AS amount_cents, t.card_last4 FROM transactions t
         JOIN subscription_charges c ON c.id = t.subscription_charge_id
        WHERE c.subscription_id = $1 ORDER BY t.created_at`,
      [subId],
    );
  /** Charges the provider itself holds as paid for the attempts on a subscription's charges. */
  const paidAtProvider = async (subId: string) => {
    const attempts = await t.ctx.database.query<{ transaction_id: string }>(
      `SELECT a.transaction_id FROM subscription_charge_attempts a
         JOIN subscription_charges c ON c.id = a.charge_id WHERE c.subscription_id = $1`,
      [subId],
    );
    const found = await Promise.all(
      attempts.map((a) => t.ctx.gateway.provider.findChargeByReference(a.transaction_id)),
    );
    return found.filter((charge) => charge?.status === 'pago').length;
  };
  const removeAllCards = () =>
    t.ctx.database.query(`UPDATE saved_cards SET deleted_at = now(), principal = false`);

  before(async () => {
    t = await createTestApp({}, { listen: true, logStream: { write: (line) => void logs.push(line) } });
    // These tests drive every sweep with their own clock: no queued sweep may run beside them
    // (register.test.ts covers the queue).
    await t.ctx.jobs.stop();
    for (const [key, email] of Object.entries({
      admin: 'admin@pagora.demo',
      seller: 'seller@pagora.demo',
      seller2: 'seller2@pagora.demo',
      mp: 'marketplace@pagora.demo',
      mp2: 'marketplace2@pagora.demo',
      customer: 'customer@pagora.demo',
    })) {
      auth[key] = await t.loginAs(email);
      id[key] = (await call('GET', '/api/me', key)).json().user.id;
    }
    const [buyer] = await t.ctx.database.query<{ id: string }>(
      `SELECT id FROM buyers WHERE email = 'customer@pagora.demo'`,
    );
    buyerId = buyer!.id;
    const plan = await call('POST', '/api/planos', 'seller', {
      nome: 'Plano Mensal',
      description: 'Clube do café',
      amount: 4990,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['credit'],
    });
    planId = plan.json().dados.id;
  });
  after(() => t.close());

  test('a saved card keeps no number or CVV: not in any text column of any table, not in the logs', async () => {
    const AMEX = '378282246310005';
    const CVV = '7391'; // four digits, as on an Amex card: distinctive enough to find on its own
    const res = await call('POST', `/api/cadastrar-cartao/${id.customer}`, 'customer', {
      ...card(AMEX),
      security_code: CVV,
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Cartão salvo com sucesso.');
    assert.deepEqual(
      (({ bandeira, numero, validade, principal }) => ({ bandeira, numero, validade, principal }))(
        res.json().dados,
      ),
      { bandeira: 'American Express', numero: '•••• •••• •••• 0005', validade: '12/30', principal: true },
    );
    // The CVV on its own: not inside a longer number, word or id (a UUID group may read 7391).
    const cvvAlone = `(^|[^0-9A-Za-z-])${CVV}([^0-9A-Za-z-]|$)`;
    const columns = await t.ctx.database.query<{
      table_schema: string;
      table_name: string;
      column_name: string;
    }>(
      `SELECT c.table_schema, c.table_name, c.column_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
          AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
               OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`,
    );
    assert.ok(columns.some((c) => c.table_name === 'saved_cards' && c.column_name === 'last4'));
    for (const c of columns) {
      const column = `"${c.table_schema}"."${c.table_name}"."${c.column_name}"`;
      const [hit] = await t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${c.table_schema}"."${c.table_name}"
          WHERE "${c.column_name}"::text LIKE $1 OR "${c.column_name}"::text ~ $2`,
        [`%${AMEX}%`, cvvAlone],
      );
      assert.equal(hit?.n, 0, `card number or CVV found in ${column}`);
    }
    assert.ok(logs.length > 0);
    const logText = logs.join('\n');
    assert.ok(!logText.includes(AMEX), 'the card number is in the logs');
    assert.ok(!new RegExp(cvvAlone, 'm').test(logText), 'the CVV is in the logs');
    await removeAllCards();
  });

  test('bad card and subscription input: the spec’s messages, 4xx, nothing written', async () => {
    const bad = await call(
      'POST',
      `/api/cadastrar-cartao/${id.customer}`,
      'customer',
      card('4539003370725498'),
    );
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Número do cartão inválido.');
    const expired = await call('POST', `/api/cadastrar-cartao/${id.customer}`, 'customer', {
      ...card(APPROVED),
      expiration_month: '01/20',
      expiration_year: '01/20',
    });
    assert.equal(expired.statusCode, 400);
    // A negative year became 1999 + 100 and reached the provider (a 500): it is an invalid date.
    for (const year of [-1, '-5', '12/-1']) {
      const negative = await call('POST', `/api/cadastrar-cartao/${id.customer}`, 'customer', {
        ...card(APPROVED),
        expiration_month: 12,
        expiration_year: year,
      });
      assert.equal(negative.statusCode, 400, `${year}: ${negative.body}`);
      assert.equal(negative.json().message, CARD_MESSAGES.expiryInvalid);
    }
    const missing = await call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: '',
      amount: '',
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Preencha todos os campos obrigatórios!');
    const cents = await call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount: '0,001',
    });
    assert.equal(cents.statusCode, 400);
    const past = await call('POST', '/api/assinaturas', 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount: '10',
      data_cobranca: '2020-01-01',
    });
    assert.equal(past.statusCode, 422);
    const [n] = await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscriptions`);
    const [c] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_cards WHERE deleted_at IS NULL`,
    );
    assert.deepEqual([n?.n, c?.n], [0, 0]);
  });

  test('impossible dates are a 400 "Data inválida" on create and edit, never a 500; nothing written', async () => {
    const s = await subscribe('10,00', addDays(saoPauloToday(new Date()), 5));
    const body = { plano_id: planId, customer_id: buyerId, amount: '11,00' };
    for (const field of ['data_cobranca', 'data_vencimento'])
      for (const date of ['2099-02-30', '2099-13-01', '2099-04-31', '2099-00-10']) {
        const created = await call('POST', '/api/assinaturas', 'seller', { ...body, [field]: date });
        assert.equal(created.statusCode, 400, `POST ${field} ${date}: ${created.body}`);
        assert.equal(created.json().message, 'Data inválida');
        const edited = await call('PUT', `/api/assinaturas/${s.id}`, 'seller', { ...body, [field]: date });
        assert.equal(edited.statusCode, 400, `PUT ${field} ${date}: ${edited.body}`);
        assert.equal(edited.json().message, 'Data inválida');
      }
    const [n] = await t.ctx.database.query<{ n: number; cents: number }>(
      `SELECT count(*)::int AS n, max(amount_cents)::int AS cents FROM subscriptions`,
    );
    assert.deepEqual(n, { n: 1, cents: 1000 });
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
  });

  test('who may do what: foreign plan or buyer 404, customers 403, admin reads only, another customer 404', async () => {
    assert.equal(
      (
        await call('POST', '/api/assinaturas', 'seller2', {
          plano_id: planId,
          customer_id: buyerId,
          amount: '10',
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/assinaturas', 'customer', {
          plano_id: planId,
          customer_id: buyerId,
          amount: '10',
        })
      ).statusCode,
      403,
    );
    const s = await subscribe('10,00', addDays(saoPauloToday(new Date()), 5));
    assert.equal(
      (await call('GET', '/api/assinaturas', 'admin')).json().dados.some((x: Sub) => x.id === s.id),
      true,
    );
    assert.equal((await call('GET', '/api/assinaturas', 'seller2')).json().dados.length, 0);
    assert.equal((await call('GET', '/api/assinaturas', 'mp2')).json().dados.length, 0);
    assert.equal((await call('DELETE', `/api/assinaturas/${s.id}`, 'seller2')).statusCode, 404);
    assert.equal((await call('DELETE', `/api/assinaturas/${s.id}`, 'admin')).statusCode, 403);
    // The seller's marketplace edits it with the seller's own plan; another marketplace cannot.
    const edit = { plano_id: planId, customer_id: buyerId, amount: '12,00' };
    const byMarketplace = await call('PUT', `/api/assinaturas/${s.id}`, 'mp', edit);
    assert.equal(byMarketplace.statusCode, 200, byMarketplace.body);
    assert.equal(byMarketplace.json().dados.amount_cents, 1200);
    assert.equal((await call('PUT', `/api/assinaturas/${s.id}`, 'mp2', edit)).statusCode, 404);
    assert.equal((await call('GET', `/api/assinaturas-customer/${id.seller}`, 'customer')).statusCode, 404);
    assert.equal((await call('GET', `/api/assinaturas-customer/${id.customer}`, 'seller')).statusCode, 403);
    assert.equal((await call('GET', `/api/cartoes/${id.customer}`, 'seller')).statusCode, 403);
    const removed = await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    assert.equal(removed.json().message, 'Assinatura removida com sucesso!');
    assert.equal((await sub(s.id)).status, 'cancelada');
    // Cancelled stays cancelled: an edit is refused in pt-BR and changes nothing.
    const late = await call('PUT', `/api/assinaturas/${s.id}`, 'seller', { ...edit, amount: '99,00' });
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(late.json().message, 'Esta assinatura está cancelada e não pode ser editada.');
    assert.equal((await sub(s.id)).amount_cents, 1200);
  });

  test('charged on its date with the principal card, once, as a transaction in /history; next date a month on', async () => {
    await addCard(APPROVED);
    const now = new Date();
    const today = saoPauloToday(now);
    const s = await subscribe('49,90');
    assert.equal(s.status, 'pendente');
    const first = await runBillingSweep(t.ctx, now);
    assert.equal(first.paid, 1);
    const again = await runBillingSweep(t.ctx, now);
    assert.equal(again.attempted, 0, 'a second sweep the same day charges nothing');
    const txs = await txOf(s.id);
    assert.deepEqual(txs, [{ status: 'pago', amount_cents: 4990, card_last4: '5497' }]);
    const after1 = await sub(s.id);
    assert.equal(after1.status, 'ativo');
    assert.equal(after1.ultima_cobranca, 'paga');
    assert.ok(after1.data_cobranca > today && after1.data_cobranca <= addDays(today, 31));
    const [txRow] = await t.ctx.database.query<{ id: string }>(
      `SELECT t.id FROM transactions t JOIN subscription_charges c ON c.id = t.subscription_charge_id
        WHERE c.subscription_id = $1`,
      [s.id],
    );
    const history = (await call('GET', `/api/transactions/${id.seller}`, 'seller')).json();
    assert.ok(
      history.transactions.transacoes.some((tx: { id: string }) => tx.id === txRow!.id),
      'the charge is in the seller’s /history',
    );
    // The customer sees it active, nothing open.
    const mine = (await call('GET', `/api/assinaturas-customer/${id.customer}`, 'customer')).json().dados;
    assert.equal(mine.find((m: { id: string }) => m.id === s.id).em_aberto, null);
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    await removeAllCards();
  });

  test('a subscription started on the 31st is charged on the shorter month’s last day, then on the 31st again; cancelled, never again', async () => {
    await addCard(APPROVED);
    // The first 31st from today whose next month is shorter (e.g. 31 Jan, then 28 Feb, then 31 Mar).
    const today = saoPauloToday(new Date());
    const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
    let y = Number(today.slice(0, 4));
    let m = Number(today.slice(5, 7));
    while (!(
      lastDay(y, m) === 31 &&
      lastDay(y, m + 1) < 31 &&
      `${y}-${String(m).padStart(2, '0')}-31` >= today
    )) {
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
    const ymd = (yy: number, mm: number, dd: number) =>
      `${yy + Math.floor((mm - 1) / 12)}-${String(((mm - 1) % 12) + 1).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
    const first = ymd(y, m, 31);
    const short = ymd(y, m + 1, lastDay(y + Math.floor(m / 12), (m % 12) + 1));
    const back = ymd(y, m + 2, 31);
    const at = (date: string) => new Date(`${date}T15:00:00Z`); // noon in São Paulo
    const s = await subscribe('31,00', first);
    const other = await subscribe('7,00', first);

    assert.equal((await runBillingSweep(t.ctx, at(addDays(first, -1)))).attempted, 0, 'not before its date');
    await runBillingSweep(t.ctx, at(first));
    const paid = await sub(s.id);
    assert.equal(paid.data_cobranca, short);
    assert.equal(paid.data_vencimento, short, 'all paid: due on the next charge date');
    await call('DELETE', `/api/assinaturas/${other.id}`, 'seller');
    // The edit form sends the (unchanged) next date with every edit: the anchor stays on the 31st.
    // Its data_vencimento is the spec's field, accepted and derived (docs/billing.md, "Due date").
    const edited = await call('PUT', `/api/assinaturas/${s.id}`, 'seller', {
      plano_id: planId,
      customer_id: buyerId,
      amount: '32,00',
      data_cobranca: short,
      data_vencimento: addDays(short, 3),
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().dados.data_vencimento, short);
    await runBillingSweep(t.ctx, at(short));
    assert.equal((await sub(s.id)).data_cobranca, back, 'back on the 31st, not stuck on the 28th/30th');
    await runBillingSweep(t.ctx, at(back));
    assert.deepEqual(
      (await txOf(s.id)).map((x) => [x.status, x.amount_cents]),
      [
        ['pago', 3100],
        ['pago', 3200],
        ['pago', 3200],
      ],
    );
    assert.equal(
      (await txOf(other.id)).length,
      1,
      'the cancelled one was charged once, before it was cancelled',
    );
    assert.equal((await sub(other.id)).status, 'cancelada');
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    await removeAllCards();
  });

  test('a refused renewal is retried D+1, D+3, D+7, then the subscription stops; a hard decline is not retried', async () => {
    await addCard(DECLINED);
    const now = new Date();
    const today = saoPauloToday(now);
    const s = await subscribe('19,90');
    await runBillingSweep(t.ctx, now);
    const overdue = await sub(s.id);
    assert.equal(overdue.status, 'vencida');
    assert.equal(overdue.ultima_cobranca, 'recusada: cartão recusado pelo emissor', 'no provider code');
    assert.ok(overdue.data_cobranca > today, 'the next cycle is a month on');
    assert.equal(overdue.data_vencimento, today, 'due since the refused cycle, not the next one');
    // Nothing happens before D+1.
    assert.equal((await runBillingSweep(t.ctx, now)).attempted, 0);
    for (const [day, status] of [
      [1, 'vencida'],
      [3, 'vencida'],
      [7, 'inativa'],
    ] as const) {
      const report = await runBillingSweep(t.ctx, new Date(now.getTime() + day * DAY));
      assert.equal(report.attempted, 1, `attempt on D+${day}`);
      assert.equal((await sub(s.id)).status, status);
    }
    assert.equal((await runBillingSweep(t.ctx, new Date(now.getTime() + 40 * DAY))).attempted, 0, 'stopped');
    assert.equal((await txOf(s.id)).length, 4);
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    await removeAllCards();

    await addCard(EXPIRED);
    const hard = await subscribe('19,90');
    await runBillingSweep(t.ctx, now);
    const stopped = await sub(hard.id);
    assert.equal(stopped.status, 'inativa', 'an expired card is not retried');
    assert.equal(stopped.ultima_cobranca, 'recusada: cartão vencido');
    assert.equal((await runBillingSweep(t.ctx, new Date(now.getTime() + 3 * DAY))).attempted, 0);
    await call('DELETE', `/api/assinaturas/${hard.id}`, 'seller');
    await removeAllCards();
  });

  test('overdue: the customer pays with another card once, even clicking twice; a new principal card settles it too', async () => {
    await addCard(DECLINED);
    const now = new Date();
    const s = await subscribe('29,90');
    await runBillingSweep(t.ctx, now);
    assert.equal((await sub(s.id)).status, 'vencida');
    const open = (await call('GET', `/api/assinaturas-customer/${id.customer}`, 'customer'))
      .json()
      .dados.find((m: { id: string }) => m.id === s.id);
    assert.equal(open.status, 'vencida');
    assert.equal(open.em_aberto.amount_cents, 2990);

    const good = await addCard(APPROVED, false);
    const key = { 'idempotency-key': randomUUID() };
    assert.equal(
      (await call('POST', `/api/assinaturas/${s.id}/pagar`, 'customer', { cardId: good })).statusCode,
      400,
    );
    const pay = () => call('POST', `/api/assinaturas/${s.id}/pagar`, 'customer', { cardId: good }, key);
    const clicks = await Promise.all([pay(), pay()]);
    for (const r of clicks) assert.ok(r.statusCode < 500, `never a 5xx: ${r.statusCode} ${r.body}`);
    assert.ok(
      clicks.some((r) => r.statusCode === 200),
      clicks.map((r) => r.body).join(' '),
    );
    for (const r of clicks.filter((c) => c.statusCode !== 200)) {
      assert.equal(r.statusCode, 409, r.body);
      assert.equal(r.json().message, 'Pagamento já em andamento.');
    }
    assert.equal(await paidAtProvider(s.id), 1, 'exactly one charge at the provider');
    const replay = await call('POST', `/api/assinaturas/${s.id}/pagar`, 'customer', { cardId: good }, key);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json().message, 'Pagamento realizado com sucesso!');
    assert.equal((await sub(s.id)).status, 'ativo');
    const txs = await txOf(s.id);
    assert.equal(txs.filter((x) => x.status === 'pago').length, 1, 'charged once');
    // Paying a subscription of someone else's: 404.
    assert.equal(
      (
        await call(
          'POST',
          `/api/assinaturas/${s.id}/pagar`,
          'seller',
          { cardId: good },
          { 'idempotency-key': 'x1' },
        )
      ).statusCode,
      403,
    );
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    await removeAllCards();

    // Overdue again; this time the customer makes a working card principal and the engine retries at once.
    await addCard(DECLINED);
    const s2 = await subscribe('9,90');
    await runBillingSweep(t.ctx, now);
    assert.equal((await sub(s2.id)).status, 'vencida');
    const working = await addCard(APPROVED, false);
    const principal = await call('PUT', `/api/cartoes/${working}/principal`, 'customer');
    assert.equal(principal.statusCode, 200);
    assert.deepEqual(
      principal.json().dados.map((c: { principal: boolean }) => c.principal),
      [true, false],
      'exactly one principal, listed first',
    );
    await runBillingSweep(t.ctx, now);
    assert.equal((await sub(s2.id)).status, 'ativo');
    // The principal card of an active subscription with no other card cannot be removed.
    const cards = (await call('GET', `/api/cartoes/${id.customer}`, 'customer')).json().dados as {
      id: string;
    }[];
    await call('DELETE', `/api/cartoes/${cards[1]!.id}`, 'customer');
    const refused = await call('DELETE', `/api/cartoes/${working}`, 'customer');
    assert.equal(refused.statusCode, 409);
    await call('DELETE', `/api/assinaturas/${s2.id}`, 'seller');
    assert.equal((await call('DELETE', `/api/cartoes/${working}`, 'customer')).statusCode, 200);
  });

  test('a charge whose answer was lost is found at the provider by reference, not charged again', async () => {
    await addCard(APPROVED);
    const now = saoPauloNoon();
    const s = await subscribe('15,00');
    // The provider times out after recording the charge (the sandbox's worst case).
    const control = async (body: unknown) => {
      const res = await fetch(`${t.ctx.gateway.apiUrl}/_control/faults`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 200);
    };
    // Every call fails after being processed: the charge is made, but neither its answer nor the
    // adapter's own lookups come back, as when the process dies mid-sweep.
    await control({ api: { failNext: 20, method: 'ANY', failAfterProcessing: true, failStatus: 503 } });
    await runBillingSweep(t.ctx, now);
    await control({ api: {} });
    assert.equal((await sub(s.id)).status, 'pendente', 'outcome unknown: nothing decided yet');
    // Before the lease runs out nothing is retried; after it, the provider is asked by reference.
    assert.equal((await runBillingSweep(t.ctx, now)).attempted, 0);
    const later = await runBillingSweep(t.ctx, new Date(now.getTime() + 3 * 60_000));
    assert.equal(later.recovered, 1);
    assert.equal((await sub(s.id)).status, 'ativo');
    const txs = await txOf(s.id);
    assert.deepEqual(
      txs.map((x) => x.status),
      ['pago'],
      'one transaction, adopted from the provider',
    );
    await call('DELETE', `/api/assinaturas/${s.id}`, 'seller');
    await removeAllCards();
  });
});
