import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { POSTGRES_PASS_ONLY } from '../../../test/harness';
import { cardBody } from '../../payments/testing';
import { cpf, registerSeller, startPagoraOnLookalike, until, type Auth, type Env } from './test-support';
import type { Json } from './types';

/*
 * Issue 36, "Done when": Pagora started against an independently written Zoop look-alike (this
 * folder, written from the research notes and Zoop's own sources only) pays, splits, expires, pays
 * out and disputes through it, and what a seller or payer sees must agree with the look-alike.
 */

type Seller = Awaited<ReturnType<typeof registerSeller>>;
const PAYER_CPF = cpf('123456789');

/**
 * Once per CI run, in the PostgreSQL pass (production's database, and a third faster there): what it
 * checks is the provider's side, the same on either database. Locally: set DATABASE_URL (README).
 */
describe('Pagora against an independent Zoop look-alike', { skip: POSTGRES_PASS_ONLY }, () => {
  let k: Env;
  let mp: Auth;
  let main: Seller;
  let recipient: Seller;
  let mainAuth: Auth;
  let linkId: string;
  let key = 0;
  const seen: { pendingBefore: string; activeAfter: string } = { pendingBefore: '', activeAfter: '' };

  const providerStatus = async (s: Seller) =>
    String(
      ((await k.call('GET', `/api/seller/${s.id}`, mp)).json().dados as Json | undefined)?.provider_status,
    );
  /** The status the seller sees in its transaction list. */
  const statusSeen = async (id: string) => {
    const res = await k.call('GET', `/api/transactions/${main.userId}?pageSize=100`, mainAuth);
    const list = ((res.json().transactions as Json | undefined)?.transacoes ?? []) as {
      id: string;
      status: string;
    }[];
    return list.find((t) => t.id === id)?.status ?? `(not listed: ${res.status})`;
  };
  const providerId = async (id: string) => String((await k.env.tx(id))?.provider_id);
  /** A card sale's id sits in `data.data` (the checkout's card answer). */
  const cardSale = async () => {
    const res = await k.env.pay(linkId, cardBody({ cpf: PAYER_CPF }));
    assert.equal(res.statusCode, 200, `card payment answered ${res.statusCode}: ${res.body}`);
    return res.json<{ data: { data: { id: string } } }>().data.data.id;
  };
  const pay = (body: Json) => k.env.pay(linkId, body, `lookalike-${process.pid}-${++key}`);
  const boleto = (over: Json = {}) => ({
    paymentMethod: 'bank_slip',
    name: 'Joana Pereira Lima',
    cpf: PAYER_CPF,
    email: 'joana@example.com',
    address: {
      street: 'Praça da Sé',
      number: '100',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01001-000',
    },
    ...over,
  });

  before(async () => {
    k = await startPagoraOnLookalike();
    mp = await k.env.t.loginAs('marketplace@pagora.demo');
    main = await registerSeller(k, mp, 'loja@lookalike.test', cpf('935411347'));
    recipient = await registerSeller(k, mp, 'parceiro@lookalike.test', cpf('111444777'));
    seen.pendingBefore = await providerStatus(main);
    // Zoop's review approves both (the control surface plays Zoop's staff).
    await k.control(`/sellers/${main.zoopId}/approve`);
    await k.control(`/sellers/${recipient.zoopId}/approve`);
    seen.activeAfter = await until(
      () => providerStatus(main),
      (s) => s === 'active',
    );
    await until(
      () => providerStatus(recipient),
      (s) => s === 'active',
    );
    mainAuth = await k.env.t.loginAs(main.email, '123');
    const link = await k.call('POST', '/api/register-payment', mainAuth, {
      amount: '150,00',
      description: 'Camiseta estampada',
      paymentMethods: ['pix', 'credit_card', 'bank_slip'],
      parcelasSemJuros: 3,
      boleto: { dueDays: 5, multa: '2', juros: '1' },
      splitPayments: [{ recipient: recipient.id, percentage: 10 }],
    });
    linkId =
      link.status === 201
        ? String(((link.json().data as Json).payment as Json).id)
        : `(refused ${link.status}: ${link.body})`;
  });
  after(() => k?.close());

  test('1. a registered seller is pending at Zoop, then active once Zoop approves it', () => {
    assert.equal(
      seen.pendingBefore,
      'pending',
      'right after registration the seller should show Zoop’s review',
    );
    assert.equal(seen.activeAfter, 'active', 'after seller.activated the seller should show active');
  });

  test('2. a card sale on a link with a split is paid and its split reaches Zoop', async () => {
    const id = await cardSale();
    assert.equal(await statusSeen(id), 'pago');
    const tx = await k.zoopGet(`/transactions/${await providerId(id)}`);
    const rules = (tx.split_rules ?? []) as Json[];
    assert.deepEqual(
      rules.map((r) => [r.recipient, Number(r.percentage)]),
      [[recipient.zoopId, 10]],
      'the look-alike should hold the link’s split on the card transaction',
    );
  });

  test('3. a PIX carries the link’s split and, paid at Zoop, shows paid through the webhook', async () => {
    const res = await pay({ valor: 150, paymentMethod: 'pix' });
    assert.equal(res.statusCode, 200, `PIX answered ${res.statusCode}: ${res.body}`);
    const id = res.json<{ id: string }>().id;
    const zoopId = await providerId(id);
    const sent = k.zoop.requests.find(
      (r) => r.method === 'POST' && r.path.endsWith('/transactions') && r.body.payment_type === 'pix',
    );
    const rules = ((sent?.body.split_rules ?? []) as Json[]).map((r) => r.recipient);
    assert.deepEqual(
      rules,
      [recipient.zoopId],
      'the PIX request should carry split_rules with the link’s recipient',
    );
    await k.control(`/transactions/${zoopId}/pay`);
    const delivered = k.zoop.state.deliveries
      .filter((d) => d.type === 'transaction.succeeded')
      .map((d) => d.status);
    assert.ok(
      delivered.length > 0 && delivered.every((s) => s >= 200 && s < 300),
      `webhook answers: ${delivered.join(',')}`,
    );
    assert.equal(
      await until(
        () => statusSeen(id),
        (s) => s === 'pago',
        3000,
      ),
      'pago',
    );
  });

  test('4. a PIX Zoop expires unpaid is Expirada, not refunded', async () => {
    const res = await pay({ valor: 150, paymentMethod: 'pix' });
    assert.equal(res.statusCode, 200, `PIX answered ${res.statusCode}: ${res.body}`);
    const id = res.json<{ id: string }>().id;
    await k.control(`/transactions/${await providerId(id)}/expire`);
    assert.equal(
      await until(
        () => statusSeen(id),
        (s) => s !== 'pendente_pix' && s !== 'pendente',
        3000,
      ),
      'expirada',
    );
  });

  test('5. a boleto shows Zoop’s 47-digit line; cancelled unpaid it is not Estornada; paid it is pago', async () => {
    const first = await pay(boleto());
    assert.equal(first.statusCode, 200, `boleto answered ${first.statusCode}: ${first.body}`);
    const answer = first.json<{ id: string; boleto: { digitableLine: string } }>();
    const zoopTx = await k.zoopGet(`/transactions/${await providerId(answer.id)}`);
    const line = String((zoopTx.payment_method as Json).barcode);
    assert.match(line, /^\d{47}$/);
    assert.equal(answer.boleto.digitableLine, line, 'the payer should be shown Zoop’s own line');
    await k.control(`/transactions/${await providerId(answer.id)}/expire`);
    const expired = await until(
      () => statusSeen(answer.id),
      (s) => s !== 'pendente',
      3000,
    );
    assert.ok(
      !['estornada', 'pago', 'pendente'].includes(expired),
      `an unpaid cancelled boleto shows '${expired}'`,
    );

    // The same payer again: Zoop refuses a second buyer with this CPF (409); the boleto must still issue.
    const second = await pay(boleto());
    assert.equal(
      second.statusCode,
      200,
      `second boleto of the payer answered ${second.statusCode}: ${second.body}`,
    );
    const secondId = second.json<{ id: string }>().id;
    await k.control(`/transactions/${await providerId(secondId)}/pay`);
    assert.equal(
      await until(
        () => statusSeen(secondId),
        (s) => s === 'pago',
        3000,
      ),
      'pago',
    );
  });

  test('6. a payout whose answer is lost is one transfer at Zoop and one payout, verified until matched', async () => {
    // A sale of its own, settled into the balance at Zoop: the seller has money to withdraw.
    await cardSale();
    await k.control(`/sellers/${main.zoopId}/receivables/settle`);
    const account = await k.call('POST', '/api/bank-accounts', mainAuth, {
      holder_name: 'Elisa Ramos Moda',
      taxpayer_id: cpf('935411347'),
      bank_code: '341',
      routing_number: '0001',
      account_number: '12345-6',
      type: 'checking',
    });
    assert.equal(account.status, 201, `bank account answered ${account.status}: ${account.body}`);
    // The 24 h wait of a new account has its own tests.
    await k.env.t.ctx.database.query(
      "UPDATE bank_accounts SET payouts_allowed_from = now() - interval '1 minute'",
    );
    // The transfer is made, and its answer comes after Pagora's timeout (1.5 s here).
    await k.control('/faults', { route: 'transfer', mode: 'delay', ms: 2500, times: 1 }, 'PUT');
    const asked = await k.call(
      'POST',
      '/api/payouts',
      mainAuth,
      { amountCents: 1000 },
      { 'idempotency-key': `payout-${process.pid}` },
    );
    assert.ok(asked.status < 500 || asked.status === 504, `payout answered ${asked.status}: ${asked.body}`);
    await new Promise((r) => setTimeout(r, 2000));
    const payouts = async () =>
      ((await k.call('GET', '/api/payouts', mainAuth)).json().data ?? []) as { status: string }[];
    const transfers = () => [...k.zoop.state.transfers.values()].filter((t) => t.owner === main.zoopId);
    assert.equal(transfers().length, 1, 'exactly one transfer at Zoop');
    const during = await payouts();
    assert.equal(during.length, 1, `one payout in Pagora, got ${JSON.stringify(during)}`);
    assert.ok(
      !['pago', 'falhou'].includes(during[0]!.status),
      `before the bank answers it is in verification, got ${during[0]!.status}`,
    );
    await k.control(`/transfers/${transfers()[0]!.id}/succeed`);
    const done = await until(payouts, (p) => p[0]?.status === 'pago', 3000);
    const asks = k.zoop.requests
      .filter((r) => r.path.includes('transfers'))
      .map((r) => `${r.method} ${r.path}`);
    const hooks = k.zoop.state.deliveries
      .filter((d) => d.type.startsWith('transfer.'))
      .map((d) => `${d.type}→${d.status}`);
    assert.deepEqual(
      done.map((p) => p.status),
      ['pago'],
      `the matched payout is paid, and still one (payout answered ${asked.status}; transfer calls: ${asks.join(', ')}; webhooks: ${hooks.join(', ')})`,
    );
    assert.equal(transfers().length, 1, 'still exactly one transfer at Zoop');
  });

  test('7. a dispute shows Em disputa, and lost, Chargeback (never Estornada)', async () => {
    const id = await cardSale();
    const zoopId = await providerId(id);
    await k.control(`/transactions/${zoopId}/dispute`);
    assert.equal(
      await until(
        () => statusSeen(id),
        (s) => s === 'em_disputa',
        3000,
      ),
      'em_disputa',
    );
    await k.control(`/transactions/${zoopId}/chargeback`);
    assert.equal(
      await until(
        () => statusSeen(id),
        (s) => s === 'chargeback',
        3000,
      ),
      'chargeback',
    );
  });

  test('8. the balance and A receber agree with Zoop’s receivables past 100 of them', async () => {
    await k.control(`/sellers/${recipient.zoopId}/receivables`, {
      count: 120,
      amount: 250,
      status: 'pending',
    });
    await k.control(`/sellers/${recipient.zoopId}/receivables`, {
      count: 3,
      amount: 9900,
      status: 'canceled',
    });
    await k.control(`/sellers/${recipient.zoopId}/receivables`, {
      count: 2,
      amount: 7700,
      status: 'refunded',
    });
    const pending = k.zoop.state.receivables
      .filter((r) => r.recipient === recipient.zoopId && r.status === 'pending')
      .reduce((s, r) => s + r.amountCents, 0);
    const auth = await k.env.t.loginAs(recipient.email, '123');
    const res = await k.call('GET', '/api/balance', auth);
    assert.equal(res.status, 200, `balance answered ${res.status}: ${res.body}`);
    const balance = res.json() as {
      futureCents: number;
      availableCents: number;
      receivables: { amountCents: number }[];
    };
    assert.equal(balance.futureCents, pending, 'A receber should be the sum of every pending receivable');
    assert.equal(
      balance.receivables.reduce((s, r) => s + r.amountCents, 0),
      pending,
      'the receivables by day should add up to the pending receivables',
    );
    assert.equal(balance.availableCents, k.zoop.state.availableCents(recipient.zoopId));
  });

  test('9. Pagora calls no Zoop endpoint the sources do not show', () => {
    assert.deepEqual(
      k.zoop.state.unknownCalls,
      [],
      'calls the look-alike (written from the sources) does not know',
    );
  });
});
