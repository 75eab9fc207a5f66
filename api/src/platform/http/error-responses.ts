import { z } from 'zod';

/** The error body every 4xx/5xx answer carries. */
export const errorSchema = z.object({ message: z.string(), code: z.string(), field: z.string().optional() });

/** Standard error answers to spread into a route's `response` map. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
} as const;

export const messageSchema = z.object({ message: z.string() });

/** Path params that are our uuids: anything else is simply not found. */
export const uuidParam = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
