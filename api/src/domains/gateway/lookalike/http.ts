import type { LookalikeState } from './state';
import { zoopError } from './format';
import type { Json } from './types';

/** The request as a route sees it, and what it answers. */
export type Call = {
  params: string[];
  query: URLSearchParams;
  body: Json;
  /** The raw body when it was not JSON (a multipart document upload). */
  raw: string;
  state: LookalikeState;
  mp: string;
};
export type Answer = { statusCode: number; body: unknown };
export type Route = {
  method: string;
  /** Matched against the path after `/v1/marketplaces/{mp}` (or the whole path when `absolute`). */
  pattern: RegExp;
  /** Names a route for fault injection (`PUT /_lookalike/faults`). */
  name?: string;
  absolute?: boolean;
  handler: (call: Call) => Answer | Promise<Answer>;
};

export const ok = (body: unknown, statusCode = 200): Answer => ({ statusCode, body });
export const notFound = (what: string): Answer =>
  zoopError(404, 'invalid_request_error', 'resource_not_found', `${what} not found`);
export const badRequest = (message: string, category = 'missing_required_param'): Answer =>
  zoopError(400, 'invalid_request_error', category, message);

/** Lists page by `limit` (1-100, zoop.md §13.6; larger asks are cut to 100) and `offset`. */
export function page(query: URLSearchParams): { limit: number; offset: number } {
  const asked = Number(query.get('limit') ?? 20);
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 100) : 20;
  const offsetParam = query.get('offset');
  const pageParam = Number(query.get('page') ?? 0);
  const offset =
    offsetParam !== null
      ? Math.max(0, Number(offsetParam) || 0)
      : pageParam > 1
        ? (pageParam - 1) * limit
        : 0;
  return { limit, offset };
}

/** `date_range[gte]=…` style filters (zoop.md §1) on a resource's creation time. */
export function inDateRange(query: URLSearchParams, at: Date, prefix = 'date_range'): boolean {
  const bound = (op: string) => {
    const v = query.get(`${prefix}[${op}]`);
    if (v === null) return null;
    const n = /^\d+$/.test(v) ? new Date(Number(v) * 1000) : new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
    return Number.isNaN(n.getTime()) ? null : n.getTime();
  };
  const t = at.getTime();
  const gte = bound('gte');
  const gt = bound('gt');
  const lte = bound('lte');
  const lt = bound('lt');
  return (
    (gte === null || t >= gte) &&
    (gt === null || t > gt) &&
    (lte === null || t <= lte) &&
    (lt === null || t < lt)
  );
}

/** Integer cents, as Zoop's requests take them; a digit string is read as the same integer. */
export function cents(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0) return Number(value);
  return null;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

export const bool = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null
    ? fallback
    : value === true || value === 1 || value === '1' || value === 'true';
