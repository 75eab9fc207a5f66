import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageAnswerFields } from './params';
import { marketplaceRecordSchema } from './marketplaces';
import { removedAnswer, sellerErrors, sellerListQuerySchema, sellerRecordSchema } from './sellers';

/** Spec 000 `/cliente/*` and `/clientes`: a seller or a marketplace by the account behind it. */

/** A "cliente" (spec 000): the account behind a seller or a marketplace. */
export const clienteRecordSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('seller'), seller: sellerRecordSchema }),
  z.object({ tipo: z.literal('marketplace'), marketplace: marketplaceRecordSchema }),
]);
export type ClienteRecord = z.infer<typeof clienteRecordSchema>;

const clientePage = z.object({ dados: z.array(clienteRecordSchema), ...pageAnswerFields });

export const clientesContract = {
  cliente: endpoint({
    method: 'GET',
    path: '/cliente/:id',
    tag: 'sellers',
    summary: 'The seller or marketplace behind an account id (or the record’s own id).',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: z.object({ dados: clienteRecordSchema }), ...sellerErrors },
  }),
  /** Spec 000 `GET /clientes`: the marketplaces, then the sellers, the caller may manage; paged. */
  clientes: endpoint({
    method: 'GET',
    path: '/clientes',
    tag: 'sellers',
    summary: 'Admin: every marketplace and seller; marketplace: its own record and its sellers.',
    query: sellerListQuerySchema,
    response: { 200: clientePage, ...sellerErrors },
  }),
  /**
   * Spec 000 `PUT /cliente/:id`: the seller update (`PUT /seller/:id`) or the marketplace update
   * (`PUT /marketplace/:clienteId`), by what the id names; the body is checked by that route's schema.
   */
  updateCliente: endpoint({
    method: 'PUT',
    path: '/cliente/:id',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    body: z.record(z.string(), z.unknown(), { error: 'Corpo da requisição inválido: envie um objeto JSON.' }),
    response: { 200: z.object({ message: z.string(), dados: clienteRecordSchema }), ...sellerErrors },
  }),
  removeCliente: endpoint({
    method: 'DELETE',
    path: '/cliente/:id',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: removedAnswer, ...sellerErrors },
  }),
};
