import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { validLink } from '../links/testing';
import { newSeller, sellerTestKit, type Auth } from './testing';

// Issue 28 item 3: Zoop starts every seller `pending` and pays only approved ones. The seller's
// review status comes from the provider (its answer, then `seller.*` webhooks), shows in the
// sellers screens, refuses new links while under review, and tells the payer why a link waits.

describe('a seller under review at the provider', () => {
  let t: TestApp;
  let mp: Auth;
  const { call, review } = sellerTestKit(() => t);
  const statusOf = async (id: string) =>
    (await call('GET', `/api/seller/${id}`, mp)).json<{ dados: { provider_status: string } }>().dados
      .provider_status;
  const settle = async () => {
    const res = await fetch(`${t.ctx.gateway.apiUrl}/_control/webhooks/flush`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      },
    });
    assert.equal(res.status, 200);
    await t.ctx.tasks.drain();
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    mp = await t.loginAs('marketplace@pagora.demo');
  });
  after(() => t.close());

  it("is 'pending' until Zoop approves it, gets no links meanwhile, and its links say why they wait", async () => {
    const created = await call(
      'POST',
      '/api/register-seller-to-marketplace',
      mp,
      newSeller({ email: 'revisao@pagora.demo', cadastrar_na_zoop: true }),
    );
    assert.equal(created.statusCode, 201, JSON.stringify(created.json()));
    const { id, id_seller: idSeller } = created.json<{ dados: { id: string; id_seller: string } }>().dados;
    assert.equal(await statusOf(id), 'pending');

    const refused = await call('POST', '/api/register-payment', mp, { ...validLink, seller_id: id });
    assert.equal(refused.statusCode, 422, JSON.stringify(refused.json()));
    assert.equal(
      refused.json().message,
      'Este vendedor ainda está em análise na Zoop e não pode receber pagamentos. Tente novamente quando o cadastro for aprovado.',
    );

    await review(idSeller, 'activate');
    await settle();
    assert.equal(await statusOf(id), 'active');
    const link = await call('POST', '/api/register-payment', mp, { ...validLink, seller_id: id });
    assert.equal(link.statusCode, 201, JSON.stringify(link.json()));
    const linkId = link.json<{ data: { payment: { id: string } } }>().data.payment.id;
    const payable = await call('GET', `/api/payment-ver/${linkId}`);
    assert.equal(
      payable.json<{ payments: { unavailableReason?: string } }>().payments.unavailableReason,
      undefined,
    );

    await review(idSeller, 'deny');
    await settle();
    assert.equal(await statusOf(id), 'denied');
    const page = await call('GET', `/api/payment-ver/${linkId}`);
    const denied = 'O cadastro deste vendedor foi recusado pela Zoop; ele não pode receber pagamentos.';
    assert.equal(
      page.json<{ payments: { unavailableReason?: string } }>().payments.unavailableReason,
      denied,
    );
    // A payer who tries anyway gets the same reason, before the provider is asked.
    const pix = await call('POST', `/api/payment/${linkId}`, undefined, { valor: 150, paymentMethod: 'pix' });
    assert.equal(pix.statusCode, 422, JSON.stringify(pix.json()));
    assert.equal(pix.json().message, denied);
  });

  it("refuses 'Cadastrar na Zoop' without the address Zoop reviews, in pt-BR", async () => {
    const res = await call(
      'POST',
      '/api/register-seller-to-marketplace',
      mp,
      newSeller({ email: 'semendereco@pagora.demo', cadastrar_na_zoop: true, address: {} }),
    );
    assert.equal(res.statusCode, 400, JSON.stringify(res.json()));
    assert.match(JSON.stringify(res.json()), /Para cadastrar na Zoop, informe o endereço completo/);
  });
});
