import { measure, type Measure } from './lib';
import { pixChargesPerSecond, webhookToSocket } from './payments';

/** One benchmark against the running API; later features add theirs to the list below. */
export type Scenario = { name: string; targetShare?: number; run: (apiUrl: string) => Promise<Measure> };

const json = { 'content-type': 'application/json' };

async function loginToken(apiUrl: string, email: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'pagora123' }) });
  return ((await res.json()) as { token: string }).token;
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
    run: async (apiUrl) =>
      measure('GET /api/me (authenticated read)', {
        url: `${apiUrl}/api/me`,
        headers: { authorization: `Bearer ${await loginToken(apiUrl, 'marketplace@pagora.demo')}` },
      }),
  },
  { name: 'POST /api/payment PIX (via sandbox)', run: pixChargesPerSecond },
  { name: 'PIX paid -> socket push (200 payments)', run: webhookToSocket },
];
