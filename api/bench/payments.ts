import WebSocket from 'ws';
import { cpuMsOf, measure, type Measure } from './lib';

/**
 * Payments scenarios: PIX charges created through the embedded Zoop sandbox (HTTP round trip to
 * the sandbox, BR Code check, two writes), and the time from a PIX being paid to the payer's
 * socket hearing of it (sandbox pay call + webhook + re-read + NOTIFY + push), over 200 payments.
 */

const json = { 'content-type': 'application/json' };
const PAYMENTS = 200;
const PARALLEL = 8;

/** A live PIX link of the demo seller, found through the API as the seller would. */
async function pixLink(apiUrl: string): Promise<{ id: string; valor: number }> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'seller@pagora.demo', password: 'pagora123' }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const res = await fetch(`${apiUrl}/api/payment/${user.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { payments } = (await res.json()) as {
    payments: Array<{ id: string; amount: number; status: string; paymentMethods: string[] }>;
  };
  const link = payments.find((p) => p.status === 'ativo' && p.paymentMethods.includes('pix'));
  if (!link) throw new Error('no live PIX link in the demo data');
  return { id: link.id, valor: link.amount };
}

export async function pixChargesPerSecond(apiUrl: string, apiPid: number): Promise<Measure> {
  const link = await pixLink(apiUrl);
  return measure('POST /api/payment PIX (via sandbox)', {
    url: `${apiUrl}/api/payment/${link.id}`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ valor: link.valor, paymentMethod: 'pix' }),
    connections: 16,
    pid: apiPid,
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function onePayment(apiUrl: string, linkId: string, valor: number): Promise<number> {
  const created = await fetch(`${apiUrl}/api/payment/${linkId}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ valor, paymentMethod: 'pix' }),
  });
  if (created.status !== 200) throw new Error(`PIX create answered ${created.status}`);
  const { id } = (await created.json()) as { id: string };
  const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/api/ws`);
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
  const pushed = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no push within 10 s')), 10_000);
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'transaction_success') {
        clearTimeout(timer);
        resolve(performance.now());
      }
    });
  });
  socket.send(JSON.stringify({ type: 'pix', transactionId: id }));
  await new Promise((r) => setTimeout(r, 20)); // the subscription is in place before the payment
  const paidAt = performance.now();
  const pay = await fetch(`${apiUrl}/api/sandbox/pay/${id}`, { method: 'POST' });
  if (pay.status !== 202) throw new Error(`sandbox pay answered ${pay.status}`);
  const at = await pushed;
  socket.close();
  return at - paidAt;
}

export async function webhookToSocket(
  apiUrl: string,
  apiPid: number,
): Promise<Measure & { p95: number; count: number }> {
  const link = await pixLink(apiUrl);
  const cpuBefore = cpuMsOf(apiPid);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < PAYMENTS) {
        next += 1;
        try {
          latencies.push(await onePayment(apiUrl, link.id, link.valor));
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Per payment: its charge, socket, sandbox pay call, webhook, re-read, write and push.
  const cpuMs = Math.round(((cpuMsOf(apiPid) - cpuBefore) / Math.max(1, latencies.length)) * 10) / 10;
  const sorted = latencies.sort((x, y) => x - y);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const p95 = round(percentile(sorted, 95));
  return {
    name: `PIX paid -> socket push, n=${sorted.length} p95 ${p95} ms`,
    rps: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    p95,
    count: sorted.length,
    cpuMs,
    errors,
    non2xx: 0,
  };
}
