import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  MARKETPLACE_STATUSES,
  PLAN_INVALID,
  REPORT_PERIODS,
  marketplaceUpdateSchema,
  sellerEditSchema,
  sellerRegisterSchema,
} from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery } from './params';

/**
 * Sellers and marketplaces (spec 001 sections 2.1-2.3, 3, 5, 7 "Sellers and marketplaces"; spec 000
 * `/cliente/*`, `/seller/:id`, `/sellers`). Lists come in `dados`, paged on the server.
 */

export const SELLER_MESSAGES = {
  added: 'Vendedor adicionado com sucesso!',
  updated: 'Vendedor atualizado com sucesso!',
  removed: 'Vendedor removido com sucesso!',
  notFound: 'Vendedor não encontrado',
  marketplaceRequired: 'Marketplace é obrigatório',
  marketplaceNotFound: 'Marketplace não encontrado.',
  idInUse: 'Este ID já está em uso',
  idInvalid: 'ID Zoop inválido',
  providerFailed: 'Não foi possível cadastrar o vendedor na Zoop. Tente novamente.',
  marketplaceUpdated: 'Marketplace atualizado com sucesso!',
  marketplaceRemoved: 'Marketplace removido com sucesso!',
  planInvalid: PLAN_INVALID,
  marketplaceHasSellers:
    'Este marketplace ainda tem vendedores ativos. Remova os vendedores antes de remover o marketplace.',
} as const;

/** Errors of these routes also carry the spec's field `error` (the client reads it), same text. */
export const sellerErrorSchema = errorBodySchema.extend({ error: z.string().optional() });
const errors = {
  400: sellerErrorSchema,
  403: sellerErrorSchema,
  404: sellerErrorSchema,
  409: sellerErrorSchema,
  422: sellerErrorSchema,
} as const;

export const addressViewSchema = z.object({
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** Spec 001 "Seller record": `cliente` is the account behind the seller (its login's id). */
export const sellerRecordSchema = z.object({
  id: z.string(),
  id_seller: z.string(),
  marketplaceId: z.string(),
  marketplace: z.object({ id: z.string(), nome: z.string() }),
  cliente: z.object({
    id: z.string(),
    nome: z.string(),
    email: z.string(),
    cpf_cnpj: z.string(),
    contactPerson: z.string(),
    phone: z.string(),
    website: z.string(),
    id_juros: z.string().nullable(),
    /** Percent numbers (2.5 = 2,5 %), as the form sends them. */
    taxa_padrao: z.number(),
    taxa_repasse_juros: z.number(),
    address: addressViewSchema,
  }),
  createdAt: z.string(),
  /**
   * Review status at the payment provider: Zoop starts every seller `pending` ('Em análise') and
   * pays only an `active` one ('Ativo'); `denied` is 'Recusado'. From the `seller.*` webhooks.
   * The API always sends it; optional so records built elsewhere (fixtures of other screens) need
   * not name it.
   */
  provider_status: z.enum(['pending', 'active', 'denied']).optional(),
});
export const PROVIDER_STATUS_LABELS = { pending: 'Em análise', active: 'Ativo', denied: 'Recusado' } as const;
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

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

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const SELLER_PAGE_SIZE_MAX = 100;

/** Server-side paging and search (name, email, seller id, provider id, cliente id). */
export const sellerListQuerySchema = z.object({
  ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: SELLER_PAGE_SIZE_MAX }),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'Busca muito longa.' }).optional()),
  /** Admin only; ignored for a marketplace (its own sellers). */
  marketplaceId: z.preprocess(
    emptyToUndefined,
    z.string().regex(UUID_PATTERN, { error: 'Marketplace inválido.' }).optional(),
  ),
});
export type SellerListQuery = z.input<typeof sellerListQuerySchema>;

const sellerPage = z.object({ dados: z.array(sellerRecordSchema), ...pageAnswerFields });

const removed = z.object({ message: z.string(), dados: z.literal(true) });
const pairParams = z.object({ id: z.string().max(64), clientId: z.string().max(64) });

/** Seller report (spec 001 section 2.2): window from midnight / 7 days / 1 month, Sao Paulo. */
export const sellerReportSchema = z.object({
  seller: z.object({ id: z.string(), nome: z.string(), email: z.string(), marketplaceId: z.string() }),
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Total de Vendas: paid sales in the window. */
  totalVendas: z.number().int(),
  /** Receita Total: paid amount net of refunds. */
  receitaTotal: z.number(),
  receitaTotalCents: z.number().int(),
  /** Ticket Médio: revenue / sales, rounded to the cent (0 without sales). */
  ticketMedio: z.number(),
  ticketMedioCents: z.number().int(),
  /** Line chart: one point per hour (day) or per day (week, month), empty buckets included. */
  series: z.array(
    z.object({
      label: z.string(),
      count: z.number().int(),
      receitaCents: z.number().int(),
      receita: z.number(),
    }),
  ),
  /** Pie chart: paid sales per payment method. */
  metodos: z.array(
    z.object({
      method: z.string(),
      count: z.number().int(),
      receitaCents: z.number().int(),
      receita: z.number(),
    }),
  ),
});
export type SellerReport = z.infer<typeof sellerReportSchema>;

/** A "cliente" (spec 000): the account behind a seller or a marketplace. */
export const clienteRecordSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('seller'), seller: sellerRecordSchema }),
  z.object({ tipo: z.literal('marketplace'), marketplace: marketplaceRecordSchema }),
]);
export type ClienteRecord = z.infer<typeof clienteRecordSchema>;

const clientePage = z.object({ dados: z.array(clienteRecordSchema), ...pageAnswerFields });

export const sellersContract = {
  sellersList: endpoint({
    method: 'GET',
    path: '/sellers-list',
    tag: 'sellers',
    summary: 'Sellers: an admin’s all (or one marketplace’s), a marketplace’s own; paged and searched.',
    query: sellerListQuerySchema,
    response: { 200: sellerPage, ...errors },
  }),
  /** Spec 000 `GET /sellers`: the same list and rules as `/sellers-list`. */
  sellers: endpoint({
    method: 'GET',
    path: '/sellers',
    tag: 'sellers',
    query: sellerListQuerySchema,
    response: { 200: sellerPage, ...errors },
  }),
  marketplaceSellers: endpoint({
    method: 'GET',
    path: '/marketplace-list-seller/:marketplaceId',
    tag: 'sellers',
    params: z.object({ marketplaceId: z.string().max(64) }),
    query: sellerListQuerySchema.omit({ marketplaceId: true }),
    response: { 200: sellerPage, ...errors },
  }),
  seller: endpoint({
    method: 'GET',
    path: '/seller/:id',
    tag: 'sellers',
    summary: 'One seller by its id or its cliente (user) id; a seller reads its own.',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: z.object({ dados: sellerRecordSchema }), ...errors },
  }),
  registerSeller: endpoint({
    method: 'POST',
    path: '/register-seller-to-marketplace',
    tag: 'sellers',
    summary: 'Adds a seller and its login; id_seller checked at the provider, or cadastrar_na_zoop.',
    body: sellerRegisterSchema,
    response: { 201: z.object({ message: z.string(), dados: sellerRecordSchema }), ...errors },
  }),
  /**
   * Spec 000 `POST /register-seller` ("seller signup through the auth layer", spec 001 section 7):
   * the same onboarding as `/register-seller-to-marketplace` (provider id checked, or
   * 'Cadastrar na Zoop'; 'Este ID já está em uso'); the answer adds spec 000's `data`.
   */
  signupSeller: endpoint({
    method: 'POST',
    path: '/register-seller',
    tag: 'sellers',
    body: sellerRegisterSchema,
    response: {
      201: z.object({
        message: z.string(),
        dados: sellerRecordSchema,
        data: z.object({
          id: z.string(),
          userId: z.string(),
          marketplaceId: z.string(),
          nome: z.string(),
          email: z.string(),
        }),
      }),
      ...errors,
    },
  }),
  updateSeller: endpoint({
    method: 'PUT',
    path: '/seller/:id',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    body: sellerEditSchema,
    response: { 200: z.object({ message: z.string(), dados: sellerRecordSchema }), ...errors },
  }),
  removeSeller: endpoint({
    method: 'DELETE',
    path: '/marketplace-seller/:id/:clientId',
    tag: 'sellers',
    summary: 'Soft-removes a seller (money records stay); its sessions end and its links stop.',
    params: pairParams,
    response: { 200: removed, ...errors },
  }),
  removeSellerOwner: endpoint({
    method: 'DELETE',
    path: '/marketplace-seller-remove/:id/:clientId',
    tag: 'sellers',
    params: pairParams,
    response: { 200: removed, ...errors },
  }),
  updateMarketplace: endpoint({
    method: 'PUT',
    path: '/marketplace/:clienteId',
    tag: 'marketplaces',
    params: z.object({ clienteId: z.string().max(64) }),
    body: marketplaceUpdateSchema,
    response: { 200: z.object({ message: z.string(), dados: marketplaceRecordSchema }), ...errors },
  }),
  removeMarketplace: endpoint({
    method: 'DELETE',
    path: '/marketplace/:id',
    tag: 'marketplaces',
    summary: 'Soft-removes a marketplace without active sellers (409 otherwise).',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: removed, ...errors },
  }),
  sellerReport: endpoint({
    method: 'GET',
    path: '/seller-report/:sellerId',
    tag: 'sellers',
    params: z.object({ sellerId: z.string().max(64) }),
    query: z.object({
      period: z.preprocess(
        emptyToUndefined,
        z.enum(REPORT_PERIODS, { error: 'Período inválido.' }).default('day'),
      ),
    }),
    response: { 200: z.object({ dados: sellerReportSchema }), ...errors },
  }),
  cliente: endpoint({
    method: 'GET',
    path: '/cliente/:id',
    tag: 'sellers',
    summary: 'The seller or marketplace behind an account id (or the record’s own id).',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: z.object({ dados: clienteRecordSchema }), ...errors },
  }),
  /** Spec 000 `GET /clientes`: the marketplaces, then the sellers, the caller may manage; paged. */
  clientes: endpoint({
    method: 'GET',
    path: '/clientes',
    tag: 'sellers',
    summary: 'Admin: every marketplace and seller; marketplace: its own record and its sellers.',
    query: sellerListQuerySchema,
    response: { 200: clientePage, ...errors },
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
    response: { 200: z.object({ message: z.string(), dados: clienteRecordSchema }), ...errors },
  }),
  removeCliente: endpoint({
    method: 'DELETE',
    path: '/cliente/:id',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: removed, ...errors },
  }),
};
