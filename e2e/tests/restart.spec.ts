import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { PORT } from '../playwright.config';
import { DEMO, PASSWORD, expect, test } from './fixtures';

// A payer waits on a PIX while the server restarts (a deploy): the payment lands while the page
// cannot hear it, the server goes down with SIGTERM and comes back, and the page still ends on
// 'Pagamento detectado!'. The server is this spec's own (the compiled API that `npm start` built,
// on an embedded database of its own), so stopping it touches no other test.

const ROOT = path.resolve(__dirname, '..', '..');
const RESTART_PORT = PORT + 5;
const BASE = `http://localhost:${RESTART_PORT}`;

/** What the spec's servers printed (info logs included), shown only when the test fails. */
const serverOutput: string[] = [];

/**
 * What the servers said about stopping (each step, and the one a deadline caught), short enough
 * for a failed stop's message: CI's summary keeps 400 characters of it.
 */
function shutdownLines(): string {
  const said = serverOutput
    .join('')
    .split('\n')
    .filter((line) => /shut|deadline/i.test(line))
    .map((line) => {
      try {
        const { msg, step } = JSON.parse(line) as { msg?: string; step?: string };
        return step ? `${msg} [${step}]` : msg;
      } catch {
        return line;
      }
    });
  return said.join(' | ').slice(-380);
}

/** Spawned at once (so a failed wait still stops it); ready when `/api/ready` says so. */
function startServer(dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(RESTART_PORT),
    DATA_DIR: dataDir,
    WEB_ROOT: ROOT,
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'info',
    LOGIN_MAX_PER_IP: '1000',
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => serverOutput.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

/** A first start migrates and seeds an empty database: slow on a loaded machine. */
async function ready(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${BASE}/api/ready`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(200);
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

async function createLink(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${BASE}/api/login`, { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const res = await request.post(`${BASE}/api/register-payment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: 21.5,
      description: 'E2E reinício',
      customerEmail: 'pagador@example.com',
      paymentMethods: ['pix'],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { payment: { id: string } } }).data.payment.id;
}

test('the server restarts while the payer waits on a PIX, and the page still shows it paid', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagora-e2e-restart-'));
  let server = startServer(dataDir);
  try {
    await ready();
    const linkId = await createLink(request);

    // Between page and server: while `deaf`, what the server says never reaches the page.
    let deaf = false;
    const unheard: string[] = [];
    await page.routeWebSocket(/\/api\/ws$/, (ws) => {
      const upstream = ws.connectToServer();
      upstream.onMessage((message) => {
        if (deaf) unheard.push(String(message));
        else ws.send(message);
      });
    });

    await page.goto(`${BASE}/pay/${linkId}`);
    const created = page.waitForResponse((r) => r.url().includes(`/api/payment/${linkId}`) && r.ok());
    await page.getByRole('button', { name: /^PIX/ }).click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

    deaf = true;
    expect((await request.post(`${BASE}/api/sandbox/pay/${id}`)).ok()).toBeTruthy();
    await expect.poll(() => unheard.some((m) => m.includes('transaction_success'))).toBe(true);
    await expect(page.getByText('Pagamento detectado!')).toHaveCount(0);

    // The reason of a failed stop rides in the assertion's message: CI keeps only that line.
    expect(await stopServer(server), shutdownLines()).toBe(0);
    deaf = false;
    server = startServer(dataDir);
    await ready();

    await expect(page.getByText('Pagamento detectado!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/payment-success\?id=/);
  } catch (err) {
    console.log(`--- what the spec's servers printed ---\n${serverOutput.join('').slice(-20_000)}`);
    throw err;
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
