import { answerOf } from '@pagora/shared/client/testing';
import { linksContract, type LinkView } from '@pagora/shared/contracts';

/** A link as the back office's endpoints answer it (`linkViewSchema`): list, create, update. */
export function demoLink(n: number, patch: Partial<LinkView> = {}): LinkView {
  return {
    id: `link-${String(n).padStart(3, '0')}`,
    seller_id: 'seller-1',
    marketplaceId: 'mk-1',
    description: `Pedido ${n}`,
    amount: n + 0.5,
    amountCents: n * 100 + 50,
    customerEmail: null,
    paymentMethods: ['pix', 'credit_card'],
    boleto: null,
    parcelasSemJuros: 2,
    splitPayments: [],
    status: 'ativo',
    type: 'pagamento',
    id_juros: null,
    usage: 'multiplo',
    maxPayments: null,
    expiresAt: null,
    paidCount: 0,
    closed: null,
    payable: true,
    data_criacao_pagamento: '2026-03-05T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
    seller: { id: 'seller-1', nome: 'Ana Souza Artesanato' },
    marketplace: { id: 'mk-1', nome: 'Mercado Central' },
    voce_recebe: [],
    checkout: {
      pricing: 'fixo',
      quantity: null,
      customAmount: null,
      customFields: [],
      afterPayment: { kind: 'nenhum' },
      allowCoupons: false,
    },
    ...patch,
  };
}

/**
 * What `GET /payment/:userId` answers for `links` and a request's query: searched (description or
 * id, case-insensitive) and paged as the server does. Tests check what the screen sends and shows.
 */
export function linksPage(links: readonly LinkView[], params: unknown = {}) {
  const query = (params ?? {}) as { q?: string; page?: number; pageSize?: number };
  const q = query.q?.trim().toLowerCase();
  const found = q
    ? links.filter((l) => l.description.toLowerCase().includes(q) || l.id.toLowerCase().includes(q))
    : links;
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  return answerOf(linksContract.list, {
    payments: found.slice((page - 1) * pageSize, page * pageSize),
    total: found.length,
    page,
    pageSize,
  });
}
