import { errorBodySchema } from '@pagora/shared/contracts';

/** The error body every 4xx/5xx answer carries (written once, in the shared contracts). */
export const errorSchema = errorBodySchema;

/** Standard error answers, added to every route's `response` map. */
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
