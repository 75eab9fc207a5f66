import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { DEMO, expect, logIn, sidebar, test } from './fixtures';

// Issue 26 in a real browser: a seller creates a secret key and a webhook endpoint pointing at a
// receiver this test runs, a payer pays a link the key created, the delivery shows in the log,
// and 'Reenviar' sends the same event (same webhook-id) again.

type Received = { id: string; type: string };

async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
      received.push({ id: String(req.headers['webhook-id']), type: body.type });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/pagora`, received, close: () => server.close() };
}

async function copySecret(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  const secret = (await dialog.getByLabel('Segredo', { exact: true }).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Já copiei' }).click();
  return secret.trim();
}

test('a key and a webhook: a paid link is delivered signed, logged and replayed', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await logIn(page, DEMO.seller);
    await sidebar(page).getByRole('link', { name: 'Desenvolvedores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Desenvolvedores' })).toBeVisible();

    await page.getByRole('button', { name: 'Criar chave' }).click();
    const create = page.getByRole('dialog', { name: 'Criar chave de API' });
    await create.getByLabel('Nome').fill('Loja E2E');
    await create.getByRole('checkbox', { name: /Criar e desativar links/ }).check();
    await create.getByRole('button', { name: 'Criar chave' }).click();
    const secret = await copySecret(page, 'Sua nova chave secreta');
    expect(secret).toMatch(/^pgr_test_/);
    await expect(page.getByRole('table', { name: 'Chaves de API' })).toContainText('Loja E2E');

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Adicionar endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar endpoint' });
    await add.getByLabel('URL').fill(receiver.url);
    await add.getByRole('checkbox', { name: /Pagamento aprovado/ }).check();
    await add.getByRole('button', { name: 'Adicionar' }).click();
    expect(await copySecret(page, 'Segredo de assinatura')).toMatch(/^whsec_/);

    const created = await request.post('/v1/links', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { amount: 4_990, currency: 'BRL', description: 'E2E webhook', paymentMethods: ['credit_card'] },
    });
    expect(created.status()).toBe(201);
    const link = (await created.json()) as { url: string };

    const payer = await page.context().newPage();
    await payer.goto(link.url);
    await expect(payer.getByRole('heading', { level: 1, name: 'E2E webhook' })).toBeVisible({
      timeout: 20_000,
    });
    await payer.getByRole('button', { name: /^Cartão/ }).click();
    // The scripted form: the page also carries the plain no-script form, hidden, with the same labels.
    const checkout = payer.locator('[data-needs-js]');
    await checkout.getByLabel('Número do cartão').fill('4539003370725497');
    await checkout.getByLabel('Validade (MM/AA)').fill('1240');
    await checkout.getByLabel('CVC').fill('123');
    await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
    await checkout.getByLabel('CPF ou CNPJ').fill('52998224725');
    await checkout.getByLabel('Email').fill('pagador@example.com');
    await checkout.getByLabel('Parcelas').selectOption('1');
    await payer.getByRole('button', { name: 'Pagar' }).click();
    await expect(payer).toHaveURL(/\/payment-success\?id=/);
    await payer.close();

    await expect.poll(() => receiver.received.filter((r) => r.type === 'payment.paid').length).toBe(1);
    const eventId = receiver.received.find((r) => r.type === 'payment.paid')!.id;

    await page
      .getByRole('table', { name: 'Endpoints de webhook' })
      .getByRole('button', { name: /Ver entregas/ })
      .click();
    const log = page.getByRole('dialog', { name: /^Entregas:/ });
    const deliveries = log.getByRole('table', { name: 'Entregas do endpoint' });
    await expect(deliveries).toContainText('payment.paid');
    await expect(deliveries).toContainText('Entregue');
    // Issue 41: at 1366x800 'Reenviar' is on screen and the event's name is on one line.
    await page.setViewportSize({ width: 1366, height: 800 });
    const resend = deliveries.getByRole('button', { name: /^Reenviar payment.paid/ });
    await resend.scrollIntoViewIfNeeded();
    expect(
      await resend.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.right <= window.innerWidth && hit !== null && el.contains(hit);
      }),
    ).toBe(true);
    const name = deliveries.getByText('payment.paid', { exact: true });
    expect(
      await name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      }),
    ).toBe(1);
    await deliveries.getByRole('button', { name: /^Reenviar payment.paid/ }).click();
    await expect(page.getByText('Entrega colocada na fila de envio.')).toBeVisible();
    await expect.poll(() => receiver.received.filter((r) => r.id === eventId).length).toBe(2);
  } finally {
    receiver.close();
  }
});
