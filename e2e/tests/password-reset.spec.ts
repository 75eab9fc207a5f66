import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PORT } from '../playwright.config';
import { DEMO, expect, PASSWORD, test } from './fixtures';

/**
 * 'Esqueci minha senha' and a card payment's receipt as people get them, against a server of its
 * own that sends mail to a real SMTP server in this process (the suite's main server has no
 * SMTP_URL: its messages stay in the outbox). The server reuses the main server's web build.
 */
const MAIL_PORT = PORT + 9;
const BASE = `http://localhost:${MAIL_PORT}`;
const ROOT = path.resolve(__dirname, '..', '..');

let smtp: SMTPServer;
let server: ChildProcess;
const inbox: ParsedMail[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = spawn(process.execPath, [path.join(ROOT, 'e2e', 'start-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(MAIL_PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pagora-e2e-mail-')),
      SKIP_WEB_BUILD: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_SWEEP_MS: '500',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 110_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test("'Esqueci minha senha' → the e-mail's link → a new password → login", async ({ page }) => {
  await page.goto(`${BASE}/login`);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(`${BASE}/esqueci-senha`);
  await page.getByLabel('Email').fill(DEMO.seller);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Se este email estiver cadastrado')).toBeVisible();

  // The seeded demo's payments send their receipts to this inbox too: the reset is found by subject.
  const resets = () => inbox.filter((m) => m.subject === 'Redefinição de senha');
  await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(1);
  const [mail] = resets();
  const link = /(http:\/\/\S+\/redefinir-senha\?token=[\w-]{43})/.exec(mail?.text ?? '')?.[1];
  expect(link?.startsWith(`${BASE}/redefinir-senha?token=`)).toBe(true);

  await page.goto(link!);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-42');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-42');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/login`);

  await page.getByLabel('Email').fill(DEMO.seller);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha incorretos').first()).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-42');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();

  await expect
    .poll(() => inbox.map((m) => m.subject), { timeout: 20_000 })
    .toContain('Sua senha foi alterada');
});

test('a card payment on the payer page: its receipt arrives, card by last 4 digits only', async ({
  page,
  request,
}) => {
  // Another seller than the one whose password the reset test changes.
  const login = await request.post(`${BASE}/api/login`, {
    data: { email: 'seller2@pagora.demo', password: PASSWORD },
  });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const created = await request.post(`${BASE}/api/register-payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 80, description: 'Recibo E2E', paymentMethods: ['credit_card'], parcelasSemJuros: 1 },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { payment: { id: string } } };

  await page.goto(`${BASE}/pay/${data.payment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo E2E' })).toBeVisible();
  const cardForm = page.getByRole('heading', { name: 'Pagar com cartão de crédito' });
  if (!(await cardForm.isVisible())) await page.getByRole('button', { name: /^Cartão/ }).click();
  await page.getByLabel('Número do cartão').fill('4539003370725497');
  await page.getByLabel('Validade (MM/AA)').fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('Email').fill('ana.recibo@example.com');
  await page.getByLabel('Parcelas').selectOption('1');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();

  const receiptOf = () => inbox.find((m) => JSON.stringify(m.to).includes('ana.recibo@example.com'));
  await expect.poll(() => receiptOf()?.subject, { timeout: 20_000 }).toMatch(/^Comprovante de pagamento: /);
  const text = receiptOf()?.text ?? '';
  expect(text).toMatch(/Valor: R\$\s80,00/);
  expect(text).toMatch(/final 5497/);
  expect(text).not.toContain('4539003370725497');
  expect(text).not.toContain('529.982.247-25');
  expect(String(receiptOf()?.html)).toContain(`${BASE}/payment-success?id=`);
});

test("a PIX payer on a link without the customer's e-mail asks for the receipt under the code, and it arrives", async ({
  page,
  request,
}) => {
  const login = await request.post(`${BASE}/api/login`, {
    data: { email: 'seller2@pagora.demo', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post(`${BASE}/api/register-payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 42, description: 'Recibo PIX E2E', paymentMethods: ['pix'] },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { payment: { id: string } } };

  await page.goto(`${BASE}/pay/${data.payment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo PIX E2E' })).toBeVisible();
  const pixPanel = page.getByRole('heading', { name: 'Pagar com PIX' });
  if (!(await pixPanel.isVisible())) await page.getByRole('button', { name: /^PIX/ }).click();
  // The code comes from the provider: on a loaded machine that can take longer than a click.
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Receber comprovante por email').fill('bia.pix@example.com');
  await page.getByRole('button', { name: 'Receber comprovante' }).click();
  await expect(page.getByText('Pronto! O comprovante será enviado para este email.')).toBeVisible();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();

  const receiptOf = () => inbox.find((m) => JSON.stringify(m.to).includes('bia.pix@example.com'));
  await expect.poll(() => receiptOf()?.subject, { timeout: 20_000 }).toMatch(/^Comprovante de pagamento: /);
  expect(receiptOf()?.text ?? '').toMatch(/Valor: R\$\s42,00/);
  expect(receiptOf()?.text ?? '').toMatch(/Forma de pagamento: PIX/);
});
