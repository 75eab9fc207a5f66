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
    response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
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
