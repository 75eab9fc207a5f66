import { z } from 'zod';
import { cardFormSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';

export const cepAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;

export const platformContract = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Liveness: the process answers (the database is not asked).',
    response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    tag: 'health',
    summary:
      'Readiness: the database answers, migrations are applied, the job queue and the LISTEN connection run; 503 with the reason otherwise.',
    response: {
      200: z.object({
        status: z.literal('ready'),
        database: z.enum(['pglite', 'postgres']),
        /** Only with a read replica (DATABASE_READ_URL): 'unavailable' sends heavy reads to the primary. */
        replica: z.enum(['ok', 'unavailable']).optional(),
      }),
      503: errorBodySchema,
    },
  }),
  cep: endpoint({
    method: 'GET',
    path: '/cep/:cep',
    tag: 'cep',
    summary: 'Address of a Brazilian postal code (ViaCEP-compatible service, cached).',
    // The card form's own postal-code rule, so a malformed CEP gets the form's message.
    params: z.object({
      cep: cardFormSchema.shape.postal_code.refine((v) => v !== '', { error: 'Informe o CEP.' }),
    }),
    response: { 200: cepAddressSchema, 502: errorBodySchema },
  }),
};
