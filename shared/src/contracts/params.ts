import { z } from 'zod';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path params that are our uuids: anything else is simply not found. */
export const uuidParam = z.string().regex(UUID_PATTERN);

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * `page` and `pageSize` of a server-paged list (query strings: '' means absent). Every paged list
 * (transactions, sellers, links, billing) takes the same two fields with the same messages.
 */
export function pagingQuery({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) {
  return {
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Página inválida.' })
        .int({ error: 'Página inválida.' })
        .min(1, { error: 'Página inválida.' })
        .max(1_000_000, { error: 'Página inválida.' })
        .default(1),
    ),
    pageSize: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Tamanho de página inválido.' })
        .int({ error: 'Tamanho de página inválido.' })
        .min(1, { error: 'Tamanho de página inválido.' })
        .max(maxSize, { error: `O tamanho máximo de página é ${maxSize}.` })
        .default(defaultSize),
    ),
  };
}

/** The page fields every paged answer carries beside its rows. */
export const pageAnswerFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
