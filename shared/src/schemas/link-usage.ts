import { z } from 'zod';
import { saoPauloInstant, saoPauloWallClock } from '../dates/sao-paulo-time';

/**
 * How many times a link may be paid (issue 20): once ('unico', the default when it names a
 * customer: 'Para:') or many times ('multiplo', a product link), optionally up to a number of
 * payments and until a date (the end of that day in São Paulo).
 */
export const LINK_USAGES = ['unico', 'multiplo'] as const;
export type LinkUsage = (typeof LINK_USAGES)[number];
export const LINK_USAGE_LABELS: Record<LinkUsage, string> = {
  unico: 'Pagamento único',
  multiplo: 'Vários pagamentos',
};

export const MAX_PAYMENTS_LIMIT = 100_000;
export const MAX_PAYMENTS_MESSAGE = `O limite de pagamentos deve ser um número inteiro de 1 a ${MAX_PAYMENTS_LIMIT}`;
export const LINK_EXPIRY_INVALID = 'Informe uma data de validade válida (dd/mm/aaaa)';
export const LINK_EXPIRY_PAST = 'A data de validade não pode estar no passado';
/**
 * Past this a date is a typo, not a plan; without a bound '9999-12-31' ends in year 10000, which no
 * timestamp column stores (it answered 500, issue 35).
 */
export const LINK_EXPIRY_MAX_YEARS = 100;
export const LINK_EXPIRY_TOO_FAR = `A data de validade pode ser no máximo ${LINK_EXPIRY_MAX_YEARS} anos a partir de hoje`;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'AAAA-MM-DD' (an <input type="date">) → the last instant of that day in São Paulo, as ISO. */
export function linkExpiryInstant(date: string): Date | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = saoPauloInstant(year, month, day);
  const wall = saoPauloWallClock(start);
  if (wall.year !== year || wall.month !== month || wall.day !== day) return null;
  return new Date(saoPauloInstant(year, month, day + 1).getTime() - 1);
}

const usage = z.enum(LINK_USAGES, {
  error: 'Escolha se o link é de pagamento único ou de vários pagamentos',
});

/** Optional: empty means no limit (null); anything else must be a whole number in range. */
const maxPayments = z
  .union([z.number(), z.string()], { error: MAX_PAYMENTS_MESSAGE })
  .nullish()
  .transform((value, ctx): number | null => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === undefined || text === '') return null;
    const n = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(n) && n >= 1 && n <= MAX_PAYMENTS_LIMIT) return n;
    ctx.addIssue({ code: 'custom', message: MAX_PAYMENTS_MESSAGE, input: value });
    return z.NEVER;
  });

const expiresAt = z
  .string({ error: LINK_EXPIRY_INVALID })
  .trim()
  .nullish()
  .transform((value, ctx): string | null => {
    if (!value) return null;
    const end = linkExpiryInstant(value);
    if (!end) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPIRY_INVALID, input: value });
      return z.NEVER;
    }
    if (end.getTime() < Date.now()) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPIRY_PAST, input: value });
      return z.NEVER;
    }
    const latest = new Date();
    latest.setUTCFullYear(latest.getUTCFullYear() + LINK_EXPIRY_MAX_YEARS);
    if (end.getTime() > latest.getTime() + DAY_MS) {
      ctx.addIssue({ code: 'custom', message: LINK_EXPIRY_TOO_FAR, input: value });
      return z.NEVER;
    }
    return value;
  });

/**
 * The fields a new link adds to `createPaymentLinkSchema`; `usage` is resolved there. `expiresAt`
 * stays the chosen day ('AAAA-MM-DD', what the form and the API both send); the server stores
 * `linkExpiryInstant` of it.
 */
export const linkUsageFields = {
  usage: usage.optional(),
  maxPayments,
  expiresAt,
};
