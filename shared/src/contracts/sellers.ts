import { z } from 'zod';
import { LIST_PAGE_SIZE, PLAN_INVALID, sellerEditSchema, sellerRegisterSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery } from './params';

/**
 * Sellers (spec 001 sections 2.1-2.3, 7 "Sellers and marketplaces"; spec 000 `/seller/:id`,
 * `/sellers`). Lists come in `dados`, paged on the server. Marketplaces, the seller report and the
 * spec 000 `/cliente/*` routes have files of their own (marketplaces.ts, seller-report.ts,
 * clientes.ts); the messages of all four stay here, one list for the screens that share them.
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
export const sellerErrors = {
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

/**
 * Issue 41: a seller's or buyer's login made by someone else is an invitation; the person sets
 * their own password through the e-mailed link. 'pendente' offers 'Reenviar convite', and so does
 * 'expirado'; absent for a login never invited (older ones, self sign-up).
 */
export const accountInviteSchema = z.object({
  status: z.enum(['pendente', 'expirado', 'aceito']),
  expiraEm: z.string(),
});
export type AccountInvite = z.infer<typeof accountInviteSchema>;
export const ACCOUNT_INVITE_LABELS = {
  pendente: 'Convite pendente',
  expirado: 'Convite expirado',
  aceito: 'Acesso ativo',
} as const;
export const ACCOUNT_INVITE_MESSAGES = {
  resent: 'Convite reenviado.',
  accepted: 'Esta pessoa já criou a senha e acessa a conta.',
  notInvited: 'Este acesso não foi criado por convite.',
} as const;

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
  /**
   * When its marketplace removed it ('Removido'); absent while active. A removed seller is listed
   * only when asked for (`removidos=true`): its money at the provider is still to be settled.
   */
  removedAt: z.string().optional(),
  /** The login's invitation (issue 41); absent when it was not made by one. */
  convite: accountInviteSchema.optional(),
});
export const PROVIDER_STATUS_LABELS = { pending: 'Em análise', active: 'Ativo', denied: 'Recusado' } as const;
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const SELLER_PAGE_SIZE_MAX = 100;

/** Server-side paging and search (name, email, seller id, provider id, cliente id). */
export const sellerListQuerySchema = z.object({
  ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: SELLER_PAGE_SIZE_MAX }),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'Busca muito longa.' }).optional()),
  /** 'true': only the removed sellers ('Removido'), whose balance is still to be settled. */
  removidos: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'Filtro inválido.' }).optional(),
  ),
  /** Admin only; ignored for a marketplace (its own sellers). */
  marketplaceId: z.preprocess(
    emptyToUndefined,
    z.string().regex(UUID_PATTERN, { error: 'Marketplace inválido.' }).optional(),
  ),
});
export type SellerListQuery = z.input<typeof sellerListQuerySchema>;

const sellerPage = z.object({ dados: z.array(sellerRecordSchema), ...pageAnswerFields });

export const removedAnswer = z.object({ message: z.string(), dados: z.literal(true) });
const pairParams = z.object({ id: z.string().max(64), clientId: z.string().max(64) });

export const sellersContract = {
  sellersList: endpoint({
    method: 'GET',
    path: '/sellers-list',
    tag: 'sellers',
    summary: 'Sellers: an admin’s all (or one marketplace’s), a marketplace’s own; paged and searched.',
    query: sellerListQuerySchema,
    response: { 200: sellerPage, ...sellerErrors },
  }),
  /** Spec 000 `GET /sellers`: the same list and rules as `/sellers-list`. */
  sellers: endpoint({
    method: 'GET',
    path: '/sellers',
    tag: 'sellers',
    query: sellerListQuerySchema,
    response: { 200: sellerPage, ...sellerErrors },
  }),
  marketplaceSellers: endpoint({
    method: 'GET',
    path: '/marketplace-list-seller/:marketplaceId',
    tag: 'sellers',
    params: z.object({ marketplaceId: z.string().max(64) }),
    query: sellerListQuerySchema.omit({ marketplaceId: true }),
    response: { 200: sellerPage, ...sellerErrors },
  }),
  seller: endpoint({
    method: 'GET',
    path: '/seller/:id',
    tag: 'sellers',
    summary: 'One seller by its id or its cliente (user) id; a seller reads its own.',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: z.object({ dados: sellerRecordSchema }), ...sellerErrors },
  }),
  registerSeller: endpoint({
    method: 'POST',
    path: '/register-seller-to-marketplace',
    tag: 'sellers',
    summary: 'Adds a seller and its login; id_seller checked at the provider, or cadastrar_na_zoop.',
    body: sellerRegisterSchema,
    response: { 201: z.object({ message: z.string(), dados: sellerRecordSchema }), ...sellerErrors },
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
      ...sellerErrors,
    },
  }),
  updateSeller: endpoint({
    method: 'PUT',
    path: '/seller/:id',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    body: sellerEditSchema,
    response: { 200: z.object({ message: z.string(), dados: sellerRecordSchema }), ...sellerErrors },
  }),
  /** Issue 41: a new e-mail with a fresh link, while the seller has not set its password. */
  resendInvite: endpoint({
    method: 'POST',
    path: '/seller/:id/reenviar-convite',
    tag: 'sellers',
    params: z.object({ id: z.string().max(64) }),
    response: { 200: z.object({ message: z.string(), dados: sellerRecordSchema }), ...sellerErrors },
  }),
  removeSeller: endpoint({
    method: 'DELETE',
    path: '/marketplace-seller/:id/:clientId',
    tag: 'sellers',
    summary: 'Soft-removes a seller (money records stay); its sessions end and its links stop.',
    params: pairParams,
    response: { 200: removedAnswer, ...sellerErrors },
  }),
  removeSellerOwner: endpoint({
    method: 'DELETE',
    path: '/marketplace-seller-remove/:id/:clientId',
    tag: 'sellers',
    params: pairParams,
    response: { 200: removedAnswer, ...sellerErrors },
  }),
};
