import type { FastifyReply } from 'fastify';
import { formatCentsAmount } from '../platform/br-codes/pix/br-code';

/** Zoop's wire conventions: decimal-string money, its three time formats, list and error envelopes. */

export const money = (cents: number) => formatCentsAmount(cents);

/** Resources: `2020-07-14T20:38:55+00:00`. */
export const resourceTime = (d: Date) => `${d.toISOString().slice(0, 19)}+00:00`;
/** Event envelopes: `2020-07-06T14:01:51+0000`. */
export const eventTime = (d: Date) => `${d.toISOString().slice(0, 19)}+0000`;
/** `history[].created_at`: `2020-07-14 20:38:55`, no zone. */
export const historyTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Request Failed',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function zoopErrorBody(
  statusCode: number,
  type: string,
  category: string,
  message: string,
  reasons?: string[],
) {
  return {
    error: {
      status: STATUS_TEXT[statusCode] ?? 'Error',
      status_code: statusCode,
      type,
      category,
      message,
      ...(reasons ? { reasons } : {}),
    },
  };
}

export function sendZoopError(
  reply: FastifyReply,
  statusCode: number,
  type: string,
  category: string,
  message: string,
  reasons?: string[],
) {
  return reply.code(statusCode).send(zoopErrorBody(statusCode, type, category, message, reasons));
}

export const badRequest = (reply: FastifyReply, category: string, message: string, reasons?: string[]) =>
  sendZoopError(reply, 400, 'invalid_request_error', category, message, reasons);

export const notFound = (reply: FastifyReply, what: string) =>
  sendZoopError(reply, 404, 'invalid_request_error', 'resource_not_found', `${what} not found`);

/** `total` and `query_count` are strings in recorded Zoop answers; the adapter must cope. */
export function listEnvelope<T>(uri: string, all: T[], limit: number, offset: number) {
  const items = all.slice(offset, offset + limit);
  return {
    resource: 'list',
    uri,
    items,
    limit,
    offset,
    has_more: offset + items.length < all.length,
    page: Math.floor(offset / limit) + 1,
    total_pages: Math.max(1, Math.ceil(all.length / limit)),
    total: String(all.length),
    query_count: String(all.length),
  };
}
