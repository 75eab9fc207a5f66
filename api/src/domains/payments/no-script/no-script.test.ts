import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { validatePixBrCode } from '../../../platform/br-codes/pix/br-code';
import { startNoScriptApp } from './test-support';

type Env = Awaited<ReturnType<typeof startNoScriptApp>>;
let env: Env;
before(async () => {
  env = await startNoScriptApp();
});
after(() => env.t.close());

const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const textareaOf = (html: string) => unescape(/<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? '');
const get = (url: string) => env.t.app.inject({ method: 'GET', url });
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

describe('PIX by plain form posts', () => {
  test('post -> 303 -> the code as text and an inline QR; paid at the bank, "Já paguei" confirms', async () => {
    const linkId = await env.newLink({
      amount: '150,00',
      afterPayment: { kind: 'mensagem', message: 'Obrigado! Retire na loja.' },
      pricing: 'fixo',
    });
    const posted = await env.postForm(`/pay/${linkId}/pix`, { nome: 'Maria Silva', email: '' });
    assert.equal(posted.statusCode, 303, posted.body);
    assert.match(cookieOf(posted), /^pagora_payer=[A-Za-z0-9_-]{16,}$/);
    assert.match(String(posted.headers['set-cookie']), /HttpOnly/);
    const location = String(posted.headers.location);
    const [, txId, token] = /^\/pay\/[^/]+\/pix\/([0-9a-f-]{36})\?t=(.+)$/.exec(location) ?? [];
    assert.ok(txId && token, location);

    const page = await get(location);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.equal(page.headers['x-robots-tag'], 'noindex');
    const emv = textareaOf(page.body);
    const check = validatePixBrCode(emv);
    assert.ok(check.valid, check.errors.join(', '));
    assert.equal(check.fields.amountCents, 15_000);
    assert.match(page.body, /<svg[^>]*>.*<path/s);
    assert.match(page.body, /Válido até \d{2}:\d{2}/);
    assert.match(page.body, /R\$\u00a0150,00/);
    assert.doesNotMatch(page.body, /<script/);

    // A second post from the same browser (its cookie) finds the same open code.
    const again = await env.postForm(`/pay/${linkId}/pix`, { nome: 'Maria Silva' }, cookieOf(posted));
    assert.equal(again.statusCode, 303);
    assert.match(String(again.headers.location), new RegExp(`/pix/${txId}\\?`));

    await env.payInSandbox(txId);
    // 'Já paguei' is a GET form to the same page, the token as a hidden field.
    assert.match(page.body, new RegExp(`<form action="/pay/${linkId}/pix/${txId}" method="get">`));
    const reloaded = await get(`/pay/${linkId}/pix/${txId}?t=${token}`);
    assert.equal(reloaded.statusCode, 200);
    assert.match(reloaded.body, /Pagamento confirmado/);
    assert.match(reloaded.body, new RegExp(`/api/receipt/${txId}/pdf\\?t=`));
    assert.match(reloaded.body, /Obrigado! Retire na loja\./);
  });

  test("a wrong, missing or other link's token: 404, a page and not JSON", async () => {
    const linkId = await env.newLink();
    const other = await env.newLink();
    const posted = await env.postForm(`/pay/${linkId}/pix`, {});
    const location = String(posted.headers.location);
    const [path, query] = location.split('?');
    const malformed = `/pay/${linkId}/pix/nao-e-um-id?${query}`;
    for (const url of [`${path}?t=errado`, path, `${path?.replace(linkId, other)}?${query}`, malformed]) {
      const res = await get(url ?? '');
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /Pagamento não encontrado/);
      assert.doesNotMatch(res.body, /00020101/);
    }
  });

  test('a bad quantity: the form again with the pt-BR message under the field, no charge', async () => {
    const linkId = await env.newLink({
      amount: '10,00',
      pricing: 'quantidade',
      quantity: { min: 1, max: 5, default: 1 },
    });
    const res = await env.postForm(`/pay/${linkId}/pix`, { quantity: '9', nome: 'Ana' });
    assert.equal(res.statusCode, 422, res.body);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /id="ns-quantity-erro"[^>]*>Escolha uma quantidade de 1 a 5</);
    // What the payer typed is kept.
    assert.match(res.body, /name="nome" value="Ana"/);
    const rows = await env.t.ctx.database.query('SELECT id FROM transactions WHERE link_id = $1', [linkId]);
    assert.equal(rows.length, 0);

    const ok = await env.postForm(`/pay/${linkId}/pix`, { quantity: '3' });
    assert.equal(ok.statusCode, 303, ok.body);
    const emv = textareaOf((await get(String(ok.headers.location))).body);
    assert.equal(validatePixBrCode(emv).fields.amountCents, 3_000);
  });
});

describe('custom fields by a plain form post', () => {
  test('every unanswered required field: its message under it, the answers kept on the charge', async () => {
    const linkId = await env.newLink({
      customFields: [
        { label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M'] },
        { label: 'Turma', type: 'texto', required: true },
      ],
    });
    const refused = await env.postForm(`/pay/${linkId}/pix`, { campo_1: '' });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.body, /id="ns-campo_1-erro"[^>]*>Preencha este campo</);
    assert.match(refused.body, /id="ns-campo_2-erro"[^>]*>Preencha este campo</);
    const ok = await env.postForm(`/pay/${linkId}/pix`, { campo_1: 'M', campo_2: '3º B' });
    assert.equal(ok.statusCode, 303, ok.body);
    const [row] = await env.t.ctx.database.query<{ custom_fields: unknown }>(
      'SELECT custom_fields FROM transactions WHERE link_id = $1',
      [linkId],
    );
    assert.deepEqual(row?.custom_fields, [
      { key: 'campo_1', label: 'Tamanho', value: 'M' },
      { key: 'campo_2', label: 'Turma', value: '3º B' },
    ]);
  });
});

describe('valor livre by a plain form post', () => {
  test("the payer's own amount, within the limits, is the code's amount", async () => {
    const linkId = await env.newLink({
      amount: '20,00',
      pricing: 'livre',
      customAmount: { min: '5,00', max: '100,00' },
    });
    const refused = await env.postForm(`/pay/${linkId}/pix`, { amount: '200,00' });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(refused.body, /id="ns-amount-erro"[^>]*>Informe um valor de R\$\s5,00 a R\$\s100,00</);
    const ok = await env.postForm(`/pay/${linkId}/pix`, { amount: '12,34' });
    assert.equal(ok.statusCode, 303, ok.body);
    const emv = textareaOf((await get(String(ok.headers.location))).body);
    assert.equal(validatePixBrCode(emv).fields.amountCents, 1_234);
  });
});

describe('boleto by a plain form post', () => {
  const boletoForm = {
    nome: 'Joana Pereira Lima',
    email: 'joana@example.com',
    cpf: '529.982.247-25',
    zipCode: '01001-000',
    street: 'Praça da Sé',
    number: '100',
    complement: '',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    chave: 'Zm9ybS1ub25jZS0x',
  };

  test('a double submit issues one boleto; its page shows the line grouped, due date and PDF', async () => {
    const linkId = await env.newLink({
      amount: '50,00',
      paymentMethods: ['bank_slip'],
      afterPayment: { kind: 'redirecionar', url: 'https://loja.example.com/obrigado?pedido=7' },
    });
    // A double tap: both posts at once; then a reload of the post (the browser's 'resend').
    const post = () => env.postForm(`/pay/${linkId}/boleto`, boletoForm);
    const [first, second] = await Promise.all([post(), post()]);
    assert.equal(first?.statusCode, 303, first?.body);
    assert.equal(second?.statusCode, 303, second?.body);
    assert.equal(second?.headers.location, first?.headers.location);
    const third = await post();
    assert.equal(third.headers.location, first?.headers.location);
    const rows = await env.t.ctx.database.query('SELECT id FROM transactions WHERE link_id = $1', [linkId]);
    assert.equal(rows.length, 1);

    const page = await get(String(first?.headers.location));
    assert.equal(page.statusCode, 200);
    assert.match(textareaOf(page.body), /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    assert.match(page.body, /Vencimento: \d{2}\/\d{2}\/\d{4}/);
    assert.match(page.body, /\/api\/boleto\/[0-9a-f-]{36}\/pdf\?t=/);
    assert.match(page.body, /Já paguei/);

    // Paid at the bank: 'Já paguei' confirms and offers the seller's page with the transaction id.
    const txId = /\/boleto\/([0-9a-f-]{36})\?/.exec(String(first?.headers.location))?.[1] ?? '';
    await env.payInSandbox(txId);
    const paid = await get(String(first?.headers.location));
    assert.match(paid.body, /Pagamento confirmado/);
    const continuar = `https://loja.example.com/obrigado?pedido=7&amp;transaction_id=${txId}`;
    assert.match(paid.body, new RegExp(`<a href="${continuar.replace(/[.?]/g, '\\$&')}"[^>]*>Continuar</a>`));
  });

  test('a missing CPF: the form again with the message under "CPF ou CNPJ"', async () => {
    const linkId = await env.newLink({ amount: '50,00', paymentMethods: ['bank_slip'] });
    const res = await env.postForm(`/pay/${linkId}/boleto`, { ...boletoForm, cpf: '' });
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.body, /id="ns-cpf-erro"[^>]*>CPF ou CNPJ é obrigatório</);
  });
});

describe('a PIX code past its deadline', () => {
  let short: Env;
  before(async () => {
    short = await startNoScriptApp({ pixExpirySeconds: 2 });
  });
  after(() => short.t.close());

  test('"Já paguei" says the code expired and leads back to the link', async () => {
    const linkId = await short.newLink();
    const posted = await short.postForm(`/pay/${linkId}/pix`, {});
    assert.equal(posted.statusCode, 303, posted.body);
    const url = String(posted.headers.location);
    const open = await short.t.app.inject({ method: 'GET', url });
    assert.match(open.body, /PIX copia e cola/);
    await sleep(2_200);
    const late = await short.t.app.inject({ method: 'GET', url });
    assert.equal(late.statusCode, 200);
    assert.match(late.body, /Este código PIX expirou/);
    assert.match(late.body, new RegExp(`<a href="/pay/${linkId}"`));
    assert.doesNotMatch(late.body, /PIX copia e cola|<svg/);
  });
});
