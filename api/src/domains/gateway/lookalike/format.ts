import { randomBytes } from 'node:crypto';

/*
 * How Zoop writes things, from the research notes on real answers (zoop.md §1, and the boleto
 * answer recorded against Zoop in imobanco/zoop-wrapper `add_transaction_invoice.json`): ids are
 * 32 lowercase hex characters, money in answers is a decimal string in reais, and three timestamp
 * spellings coexist.
 */

export const newId = (): string => randomBytes(16).toString('hex');

/** Cents to Zoop's answer form: 15000 → "150.00". Integer arithmetic, never floats. */
export function reais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (d: Date) =>
  [
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  ] as const;

/** Resources: "2020-07-14T20:38:55+00:00". */
export const resourceTime = (d: Date): string => `${parts(d)[0]}T${parts(d)[1]}+00:00`;
/** Event envelopes: "2020-07-06T14:01:51+0000". */
export const eventTime = (d: Date): string => `${parts(d)[0]}T${parts(d)[1]}+0000`;
/** `history[].created_at`, and the PIX `expiration_date` of a 2025 answer: zone-less, in UTC. */
export const zonelessTime = (d: Date): string => `${parts(d)[0]} ${parts(d)[1]}`;
/** `expected_on`, a boleto's `expiration_date`: midnight UTC of a day. */
export const dayTime = (d: Date): string => `${parts(d)[0]}T00:00:00+00:00`;
export const isoDay = (d: Date): string => parts(d)[0];

/** Reads the date forms clients send (`2026-11-29`, `2026-11-29 10:00:00`, ISO with a zone). */
export function readDate(value: string): Date | null {
  const day = /^(\d{4}-\d{2}-\d{2})$/.exec(value);
  const text = day ? `${day[1]}T00:00:00Z` : value.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const d = new Date(zoned);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86_400_000);

/** Zoop's error envelope (zoop.md §5). */
export function zoopError(
  statusCode: number,
  type: string,
  category: string,
  message: string,
): { statusCode: number; body: Record<string, unknown> } {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    402: 'Request Failed',
    404: 'Not Found',
    408: 'Request Timeout',
    409: 'Conflict',
    422: 'Unprocessable Entity',
  };
  return {
    statusCode,
    body: {
      error: { status: names[statusCode] ?? 'Error', status_code: statusCode, type, category, message },
    },
  };
}
