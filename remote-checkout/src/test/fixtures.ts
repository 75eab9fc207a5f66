import type { PayerLink } from '@pagora/shared/contracts';

/** A link as `GET /api/payment-ver/:id` answers it (`payerLinkSchema`): R$ 150,00, PIX and card, 2x free then interest. */
export const LINK: PayerLink = {
  id: 'lnk_abcdefghijklmnopqrstuv',
  description: 'Camiseta Pagora',
  amount: 150,
  amountCents: 15000,
  customerEmail: 'ana@example.com',
  paymentMethods: ['pix', 'credit_card'],
  status: 'ativo',
  type: 'pagamento',
  seller: { nome: 'Loja da Ana' },
  marketplace: {
    nome: 'Mercado Central',
    branding: { primaryColor: '#0f766e', secondaryColor: '#f59e0b', logo: null, logoMini: null },
  },
  installments: [
    {
      times: 1,
      parcela: '1x',
      interestFree: true,
      value: 150,
      valueCents: 15000,
      valueFormatted: 'R$ 150,00',
      firstInstallmentExtraCents: 0,
      total: 150,
      totalCents: 15000,
      totalFormatted: 'R$ 150,00',
      taxa: null,
      label: '1x de R$ 150,00 sem juros',
    },
    {
      times: 2,
      parcela: '2x',
      interestFree: true,
      value: 75,
      valueCents: 7500,
      valueFormatted: 'R$ 75,00',
      firstInstallmentExtraCents: 0,
      total: 150,
      totalCents: 15000,
      totalFormatted: 'R$ 150,00',
      taxa: null,
      label: '2x de R$ 75,00 sem juros',
    },
    {
      times: 3,
      parcela: '3x',
      interestFree: false,
      value: 51.01,
      valueCents: 5101,
      valueFormatted: 'R$ 51,01',
      firstInstallmentExtraCents: 0,
      total: 153.03,
      totalCents: 15303,
      totalFormatted: 'R$ 153,03',
      taxa: 12,
      label: '3x de R$ 51,01 (total R$ 153,03, 12% a.a.)',
    },
  ],
};

export const TX_ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
