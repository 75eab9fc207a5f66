import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { digitableLine, dueDateFactor } from '../../../platform/br-codes/febraban';
import { boletoPending2020 } from './recorded/boleto';
import { on, startReplay, type Route } from './replay-server';
import { zoopTransactionSchema } from './schemas';
import { toProviderCharge } from './to-charge';

// Issue 36: the boleto real Zoop answered (recorded/boleto.ts) through the adapter's whole HTTP
// path, on a stand-in that answers what Zoop answered, not what our sandbox assumes.

const TX = boletoPending2020.id;
const BUYER = { id: boletoPending2020.customer, resource: 'buyer', taxpayer_id: '52998224725' };
const LINE = '34191090651997807893931339210002184450000003000';
const canceled = (paid: boolean) => ({
  ...boletoPending2020,
  status: 'canceled',
  payment_method: {
    ...boletoPending2020.payment_method,
    ...(paid ? { status: 'paid', paid_at: '2020-11-19' } : {}),
  },
});
const charge = (tx: unknown) => toProviderCharge(zoopTransactionSchema.parse(tx), tx);

const INPUT = {
  referenceId: 'ref-recorded',
  amountCents: 3000,
  sellerId: boletoPending2020.on_behalf_of,
  description: 'meu boleto gerado para teste',
  dueDate: '2020-11-20',
  payer: {
    name: 'Joana Pereira Lima',
    taxpayerId: '52998224725',
    email: 'joana@example.com',
    address: {
      street: 'Rua das Flores',
      number: '100',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01001000',
    },
  },
};

describe('the recorded Zoop boleto through the adapter', () => {
  let routes: Route[] = [];
  let zoop: Awaited<ReturnType<typeof startReplay>>;
  before(
    async () =>
      (zoop = await startReplay([
        (req) => routes.reduce((r, route) => r ?? route(req), undefined as ReturnType<Route>),
      ])),
  );
  after(() => zoop.close());
  beforeEach(() => {
    zoop.seen.length = 0;
    routes = [];
  });

  it('issues it: the 47-digit line read, the 44-digit barcode rebuilt, R$ 30,00 due 2020-11-20', async () => {
    routes = [
      on('POST', '/buyers', { status: 201, body: BUYER }),
      on('POST', '/transactions', { status: 201, body: boletoPending2020 }),
    ];
    const b = await zoop.provider.createBoleto(INPUT);
    assert.equal(b.status, 'pendente');
    assert.equal(b.amountCents, 3000);
    assert.equal(b.dueDate, '2020-11-20');
    assert.equal(b.digitableLine, LINE);
    assert.equal(b.barcode, '34191844500000030001090619978078933133921000');
    assert.equal(b.barcode.slice(5, 9), '8445');
    assert.equal(dueDateFactor('2020-11-20'), '8445');
    assert.equal(b.barcode.slice(9, 19), '0000003000');
    assert.equal(digitableLine(b.barcode), LINE);
    assert.deepEqual(b.charge.boleto, {
      barcode: b.barcode,
      digitableLine: LINE,
      dueDate: '2020-11-20',
      url: boletoPending2020.payment_method.url,
      documentNumber: '6199780',
    });
  });

  it('reads its captured: true as nothing: pending stays pendente, cancelled unpaid is a failure', () => {
    assert.equal(boletoPending2020.captured, true);
    assert.equal(charge(boletoPending2020).status, 'pendente');
    assert.equal(charge(canceled(false)).status, 'falha');
    // Paid by the boleto's own word, then cancelled: the money went back.
    assert.equal(charge(canceled(true)).status, 'estornada');
  });

  it('reuses the buyer Zoop has for the taxpayer instead of creating one per boleto', async () => {
    routes = [
      on('GET', '/buyers/search', { body: BUYER }),
      on('PUT', `/buyers/${BUYER.id}`, { body: BUYER }),
      on('POST', '/transactions', { status: 201, body: boletoPending2020 }),
    ];
    await zoop.provider.createBoleto(INPUT);
    assert.equal(zoop.sent('GET', '/buyers/search')[0]?.query.get('taxpayer_id'), '52998224725');
    assert.equal(zoop.sent('POST', '/buyers').length, 0);
    // A reused buyer (a customer registered without an address) gets the payer's address first.
    assert.ok((zoop.sent('PUT', `/buyers/${BUYER.id}`)[0]?.json as { address?: unknown }).address);
    assert.equal((zoop.sent('POST', '/transactions')[0]?.json as { customer: string }).customer, BUYER.id);
  });

  it('on a 409 for a repeat taxpayer, finds the buyer and uses it', async () => {
    let searches = 0;
    routes = [
      on('GET', '/buyers/search', () =>
        ++searches === 1 ? { status: 404, body: { error: { status_code: 404 } } } : { body: BUYER },
      ),
      on('POST', '/buyers', {
        status: 409,
        body: { error: { status_code: 409, type: 'invalid_request_error' } },
      }),
      on('PUT', `/buyers/${BUYER.id}`, { body: BUYER }),
      on('POST', '/transactions', { status: 201, body: boletoPending2020 }),
    ];
    const b = await zoop.provider.createBoleto(INPUT);
    assert.equal(b.status, 'pendente');
    assert.equal((zoop.sent('POST', '/transactions')[0]?.json as { customer: string }).customer, BUYER.id);
  });

  it("cancels through Zoop's boleto cancellation call, never the transaction void", async () => {
    const reads = [boletoPending2020, boletoPending2020, canceled(false)];
    routes = [
      on('GET', `/transactions/${TX}`, () => ({ body: reads.shift() ?? canceled(false) })),
      on('POST', `/v1/boletos/cancellation/marketplaces/foo/transactions/${TX}`, {
        status: 202,
        body: { status: 'Requested', message: 'Cancellation request created successfully' },
      }),
    ];
    const pending = await zoop.provider.cancelBoleto(TX);
    // Asynchronous at Zoop: what we answer is the charge as read after the request.
    assert.equal(pending.status, 'pendente');
    assert.equal((await zoop.provider.voidCharge(TX)).status, 'falha');
    assert.equal(zoop.sent('POST', `/transactions/${TX}/void`).length, 0);
    assert.equal(zoop.sent('POST', '/v1/boletos/cancellation/').length, 1);
  });

  it('takes "already requested" as requested, and refuses to cancel a paid boleto in pt-BR', async () => {
    routes = [
      on('GET', `/transactions/${TX}`, { body: boletoPending2020 }),
      on('POST', `/v1/boletos/cancellation/marketplaces/foo/transactions/${TX}`, {
        status: 422,
        body: { status: 'ERROR', message: 'Cancellation request already exists for this transaction' },
      }),
    ];
    assert.equal((await zoop.provider.cancelBoleto(TX)).status, 'pendente');
    routes = [on('GET', `/transactions/${TX}`, { body: { ...boletoPending2020, status: 'succeeded' } })];
    await assert.rejects(zoop.provider.cancelBoleto(TX), {
      status: 422,
      code: 'boleto_paid',
      message: 'O boleto já foi pago e não pode ser cancelado.',
    });
  });
});
