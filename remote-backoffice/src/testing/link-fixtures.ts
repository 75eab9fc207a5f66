import type { LinkView } from '@pagora/shared/contracts';

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
    parcelasSemJuros: 2,
    splitPayments: [],
    status: 'ativo',
    type: 'pagamento',
    id_juros: null,
    data_criacao_pagamento: '2026-03-05T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
    seller: { id: 'seller-1', nome: 'Ana Souza Artesanato' },
    marketplace: { id: 'mk-1', nome: 'Mercado Central' },
    ...patch,
  };
}
