import { z } from 'zod';
import { LIST_PAGE_SIZE, SELLER_ID_INVALID, buyerCreateSchema, buyerUpdateSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery } from './params';
import { accountInviteSchema, addressViewSchema } from './sellers';

/**
 * Buyers (compradores) of a seller (spec 001 sections 2.4, 3 "Buyer", 7 "Buyers"). A buyer is
 * registered at the provider (`id_comprador`) and is also a customer login.
 */
export const BUYER_MESSAGES = {
  added: 'Comprador adicionado com sucesso!',
  updated: 'Comprador atualizado com sucesso!',
  // The spec's client says 'Vendedor removido com sucesso!' here by mistake.
  removed: 'Comprador removido com sucesso!',
  notFound: 'Comprador não encontrado.',
  sellerNotFound: 'Vendedor não encontrado',
  idInUse: 'Este ID já está em uso',
  // Zoop keeps one buyer per CPF (issue 36): the one it has is reused, unless another customer holds it.
  cpfInUse: 'Já existe um comprador com este CPF.',
  idInvalid: 'ID do Comprador inválido',
  emailTaken: 'Este email já está cadastrado.',
  sellerIdInvalid: SELLER_ID_INVALID,
  buyerIdInvalid: 'ID do comprador inválido.',
} as const;

/** Our ids are uuids: anything else is a 400 in pt-BR before any lookup (never a database error). */
const idParams = z.object({ id: z.string().regex(UUID_PATTERN, { error: BUYER_MESSAGES.buyerIdInvalid }) });

export const buyerRecordSchema = z.object({
  id: z.string(),
  id_comprador: z.string(),
  nome: z.string(),
  email: z.string(),
  cpf_cnpj: z.string(),
  id_juros: z.string().nullable(),
  taxa_repasse_juros: z.number(),
  contactPerson: z.string(),
  phone: z.string(),
  website: z.string(),
  address: addressViewSchema,
  /** The buyer's customer login. */
  cliente: z.object({ id: z.string().nullable() }),
  /** The seller it belongs to (its record id) and that seller's name. */
  seller_id_comprador: z.string(),
  seller: z.object({ id: z.string(), nome: z.string() }),
  marketplaceId: z.string(),
  createdAt: z.string(),
  /** The customer login's invitation (issue 41); absent when it was not made by one. */
  convite: accountInviteSchema.optional(),
});
export type BuyerRecord = z.infer<typeof buyerRecordSchema>;

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const buyerAnswer = z.object({ message: z.string(), dados: buyerRecordSchema });

export const buyersContract = {
  list: endpoint({
    method: 'GET',
    path: '/customers/:sellerId',
    tag: 'buyers',
    summary:
      "A seller's buyers (its record id or its login id); a marketplace may name any of its sellers, or its own id for all of them.",
    params: z.object({
      sellerId: z.string().regex(UUID_PATTERN, { error: BUYER_MESSAGES.sellerIdInvalid }),
    }),
    query: z.object({
      ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: 100 }),
      q: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
    }),
    response: { 200: z.object({ dados: z.array(buyerRecordSchema), ...pageAnswerFields }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/create-comprador',
    tag: 'buyers',
    body: buyerCreateSchema,
    response: { 201: buyerAnswer, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/customer-update/:id',
    tag: 'buyers',
    params: idParams,
    body: buyerUpdateSchema,
    response: { 200: buyerAnswer, ...errors },
  }),
  /** Issue 41: a new e-mail with a fresh link, while the buyer has not set its password. */
  resendInvite: endpoint({
    method: 'POST',
    path: '/customer-invite/:id',
    tag: 'buyers',
    params: idParams,
    response: { 200: buyerAnswer, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/customer-delete/:id',
    tag: 'buyers',
    params: idParams,
    response: { 200: z.object({ message: z.string() }), ...errors },
  }),
};
