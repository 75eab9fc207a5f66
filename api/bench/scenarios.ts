import { measure, type Measure, type MeasureOptions } from './lib';
import { pixChargesPerSecond, webhookToSocket } from './payments';

/**
 * One benchmark against the running API; later features add theirs to the list below. A scenario
 * with a `targetShare` is a plain request load (`load`): the runner measures it alternately with
 * the bare route, several rounds, and reports the median ratio, so load from elsewhere on the
 * machine hits both sides alike. Others measure themselves (`run`).
 */
export type Scenario =
  | { name: string; targetShare: number; load: (apiUrl: string) => Promise<MeasureOptions> }
  | { name: string; run: (apiUrl: string, apiPid: number) => Promise<Measure> };

const json = { 'content-type': 'application/json' };

async function loginToken(apiUrl: string, email: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'pagora123' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A card-and-PIX link with interest-bearing options, so the payer page prices all 21 installments. */
async function demoLinkId(apiUrl: string): Promise<string> {
  const token = await loginToken(apiUrl, 'seller@pagora.demo');
  const res = await fetch(`${apiUrl}/api/register-payment`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      amount: '249,90',
      description: 'Bench',
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 3,
    }),
  });
  return ((await res.json()) as { data: { payment: { id: string } } }).data.payment.id;
}

export const scenarios: Scenario[] = [
  {
    name: 'POST /api/login (argon2id)',
    run: (apiUrl) =>
      measure('POST /api/login (argon2id)', {
        url: `${apiUrl}/api/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'seller@pagora.demo', password: 'pagora123' }),
        connections: 8,
      }),
  },
  {
    name: 'GET /api/me (authenticated read)',
    targetShare: 0.4,
    load: async (apiUrl) => ({
      url: `${apiUrl}/api/me`,
      headers: { authorization: `Bearer ${await loginToken(apiUrl, 'marketplace@pagora.demo')}` },
    }),
  },
  {
    name: 'GET /api/payment-ver/:linkId (payer page)',
    targetShare: 0.5,
    load: async (apiUrl) => ({ url: `${apiUrl}/api/payment-ver/${await demoLinkId(apiUrl)}` }),
  },
  {
    // The HTML a payer's phone gets (issue 27): the cached view rendered by the checkout's server
    // build, compressed per request as for a browser. Needs `npm run build` (else the static page).
    name: 'GET /pay/:linkId (server-rendered page)',
    run: async (apiUrl) =>
      measure('GET /pay/:linkId (server-rendered page)', {
        url: `${apiUrl}/pay/${await demoLinkId(apiUrl)}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
  },
  { name: 'POST /api/payment PIX (via sandbox)', run: pixChargesPerSecond },
  { name: 'PIX paid -> socket push (200 payments)', run: webhookToSocket },
];
