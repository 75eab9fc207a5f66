import { z } from 'zod';
import { LIST_PAGE_SIZE, MARKETPLACE_STATUSES, marketplaceUpdateSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { pageAnswerFields, pagingQuery } from './params';
import { addressViewSchema, emptyToUndefined, removedAnswer, sellerErrors } from './sellers';

/**
 * Marketplaces (spec 001 sections 2.3, 9): the admin's list with each one's sellers and revenue,
 * the edit and the removal. Messages: SELLER_MESSAGES (the sellers' screens share them).
 */

/** Spec 001 "Marketplace list item". */
export const marketplaceRecordSchema = z.object({
  id: z.string(),
  cliente_id: z.string(),
  quantidade_vendedores: z.number().int(),
  cliente: z.object({
    id: z.string(),
    nome: z.string(),
    email: z.string(),
    marketplaceId: z.string(),
    /** The form's 'ID Zoop': the marketplace's id at the provider ('' when not known). */
    id_zoop: z.string(),
    zpk_id_marketplace: z.string(),
    cpf_cnpj: z.string(),
    status: z.enum(MARKETPLACE_STATUSES),
    /** Percent numbers, as the form shows them; the edit sends them back unchanged. */
    taxa_padrao: z.number(),
    taxa_repasse_juros: z.number(),
    phone: z.string(),
    website: z.string(),
    contactPerson: z.string(),
    address: addressViewSchema,
  }),
});
export type MarketplaceRecord = z.infer<typeof marketplaceRecordSchema>;

export const marketplaceSummarySchema = z.object({
  id: z.string(),
  cliente: z.object({
    id: z.string(),
    nome: z.string(),
    email: z.string(),
    status: z.enum(['ativo', 'inativo']),
  }),
  quantidade_vendedores: z.number().int(),
  total_faturado: z.number(),
  total_faturado_cents: z.number().int(),
});
export type MarketplaceSummary = z.infer<typeof marketplaceSummarySchema>;

/**
 * GET /marketplaces is paged on the server (pages of 10, spec 001 section 9). The largest page is
 * what a list of every marketplace (a filter's options, the admin dashboard's chart) may ask for.
 */
export const MARKETPLACE_PAGE_SIZE_MAX = 500;
export const marketplacesQuerySchema = z.object({
  ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: MARKETPLACE_PAGE_SIZE_MAX }),
  /** Name, e-mail, CPF/CNPJ, ID Zoop, the record's id or its owner login's id; case-insensitive. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'Busca muito longa.' }).optional()),
});
export type MarketplacesQuery = z.input<typeof marketplacesQuerySchema>;

export const marketplacesContract = {
  list: endpoint({
    method: 'GET',
    path: '/marketplaces',
    tag: 'marketplaces',
    summary: 'Marketplaces by name, paged and searched: an admin’s all, a marketplace or seller its own.',
    query: marketplacesQuerySchema,
    response: { 200: z.object({ dados: z.array(marketplaceSummarySchema), ...pageAnswerFields }) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/marketplace/:clienteId',
    tag: 'marketplaces',
    params: z.object({ clienteId: z.string().max(64) }),
    body: marketplaceUpdateSchema,
    response: { 200: z.object({ message: z.string(), dados: marketplaceRecordSchema }), ...sellerErrors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/marketplace/:id',
    tag: 'marketplaces',
    summary: 'Soft-removes a marketplace without active sellers (409 otherwise).',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: removedAnswer, ...sellerErrors },
  }),
};
