import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cardBody, startPaymentsApp } from './test-support';

// Links follow their interest plan (docs/decisions/006): a rate edited after the payer read the
// page must never be charged without being shown. The checkout sends the total it showed; the
// server prices again and refuses a different total with 409 `quote_changed`, before the
// Idempotency-Key is claimed, and the payer page already shows the new price.

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
type Option = { times: number; totalCents: number };
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

const payerOptions = async (linkId: string): Promise<Option[]> => {
  const res = await env.t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ payments: { installments: Option[] } }>().payments.installments;
};
const totalAt = (options: Option[], times: number) => options.find((o) => o.times === times)?.totalCents;

type PlanItem = {
  id: string;
  nome: string;
  description: string;
  status: string;
  parcelas: { parcela: string; taxa: number }[];
};

/**
 * The plan that prices the link, edited by its owner through `PUT /api/juros/:id` (the marketplace
 * owns its default plan): every rate up by `percent` points. The route's own cache invalidation is
 * what the payer page and the charge must see; nothing is cleared by hand here.
 */
async function raiseRates(linkId: string, percent: number) {
  const sellerUserId = await env.links.userIdOf('seller@pagora.demo');
  const listed = await env.links.list(env.seller, sellerUserId, `?q=${encodeURIComponent(linkId)}`);
  const link = listed
    .json<{ payments: { id: string; id_juros: string | null }[] }>()
    .payments.find((p) => p.id === linkId);
  assert.ok(link?.id_juros, 'the link has a plan');
  const owner = await env.t.loginAs('marketplace@pagora.demo');
  const ownerId = await env.links.userIdOf('marketplace@pagora.demo');
  const plans = await env.t.app.inject({
    method: 'GET',
    url: `/api/juros/cliente/${ownerId}?pageSize=100`,
    headers: owner,
  });
  const plan = plans.json<{ dados: PlanItem[] }>().dados.find((p) => p.id === link.id_juros);
  assert.ok(plan, 'the marketplace owns the plan that prices the link');
  const edited = await env.t.app.inject({
    method: 'PUT',
    url: `/api/juros/${plan.id}`,
    headers: owner,
    payload: {
      nome: plan.nome,
      description: plan.description,
      status: plan.status,
      // Text as the form sends it; whole hundredths, so the sum is exact.
      parcelas: plan.parcelas.map((p) => ({
        parcela: p.parcela,
        taxa: (Math.round(p.taxa * 100) + percent * 100) / 100,
      })),
    },
  });
  assert.equal(edited.statusCode, 200, edited.body);
}

test('a rate raised after the page was read: 409 with a clear message, nothing charged, the page shows the new price', async () => {
  const linkId = await env.newLink({ amount: '1000,00', parcelasSemJuros: 1 });
  const seen = totalAt(await payerOptions(linkId), 6);
  assert.ok(seen && seen > 100_000, '6x bears interest');

  await raiseRates(linkId, 5);
  const key = 'quote-change-1';
  const refused = await env.pay(linkId, cardBody({ installments: 6, quotedTotalCents: seen }), key);
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().code, 'quote_changed');
  assert.equal(
    refused.json().message,
    'O valor das parcelas mudou desde que a página foi aberta. Confira o novo valor e confirme o pagamento.',
  );
  const [{ n }] = (await env.t.ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
    [linkId],
  )) as [{ n: number }];
  assert.equal(n, 0, 'no attempt was written');

  // The fresh quote is what the payer page now shows; paying it (same key) goes through.
  const fresh = totalAt(await payerOptions(linkId), 6);
  assert.ok(fresh && fresh > seen);
  const paid = await env.pay(linkId, cardBody({ installments: 6, quotedTotalCents: fresh }), key);
  assert.equal(paid.statusCode, 200, paid.body);
  const tx = await env.tx(paid.json().data.data.id);
  assert.equal(Number(tx?.amount_cents), fresh);
});

test('the quoted total is checked even for interest-free counts, and an unchanged quote is charged as seen', async () => {
  const linkId = await env.newLink({ amount: '99,99', parcelasSemJuros: 3 });
  const wrong = await env.pay(linkId, cardBody({ installments: 3, quotedTotalCents: 9_998 }));
  assert.equal(wrong.statusCode, 409, wrong.body);
  const ok = await env.pay(linkId, cardBody({ installments: 3, quotedTotalCents: 9_999 }));
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().data.data.valor, 99.99);
});

test('a quoted total that is not a positive integer of cents is a 400', async () => {
  const linkId = await env.newLink({ amount: '10,00' });
  for (const quotedTotalCents of [10.5, 0, -1, '1000']) {
    const res = await env.pay(linkId, cardBody({ installments: 1, quotedTotalCents }));
    assert.equal(res.statusCode, 400, `${String(quotedTotalCents)}: ${res.body}`);
    assert.equal(res.json().message, 'Total das parcelas inválido.');
  }
});

test('a card charge without the quoted total is refused (400), interest-bearing or not: nothing is charged', async () => {
  const linkId = await env.newLink({ amount: '500,00', parcelasSemJuros: 1 });
  for (const installments of [1, 6]) {
    const body: Record<string, unknown> = cardBody({ installments });
    delete body.quotedTotalCents;
    const res = await env.pay(linkId, body);
    assert.equal(res.statusCode, 400, `${installments}x: ${res.body}`);
    assert.equal(res.json().message, 'Informe o total das parcelas exibido ao pagador.');
    assert.equal(res.json().field, 'quotedTotalCents');
  }
  const [{ n }] = (await env.t.ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
    [linkId],
  )) as [{ n: number }];
  assert.equal(n, 0);
});
