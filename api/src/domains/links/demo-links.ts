import type { LinkPaymentMethod } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import type { DemoAccounts } from '../demo';
import { findDefaultPlan } from '../interest-plans';
import { newLinkId } from './link-id';
import { insertLink } from './repository';
import type { LinkStatus, SplitRule } from './tables';

type DemoLink = {
  description: string;
  amountCents: number;
  methods: LinkPaymentMethod[];
  parcelasSemJuros?: number;
  status?: LinkStatus;
  customerEmail?: string;
  daysAgo: number;
  split?: (recipientSellerId: string) => SplitRule[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const BOTH: LinkPaymentMethod[] = ['pix', 'credit_card'];

/** Per seller: card and PIX links, small and large amounts, one split and one inactive link. */
const CATALOGUE: Record<string, DemoLink[]> = {
  'seller@pagora.demo': [
    {
      description: 'Vaso de cerâmica pintado à mão',
      amountCents: 18_990,
      methods: BOTH,
      parcelasSemJuros: 3,
      daysAgo: 1,
    },
    {
      description: 'Kit de bordado iniciante',
      amountCents: 7_450,
      methods: ['pix'],
      daysAgo: 3,
      customerEmail: 'customer@pagora.demo',
    },
    {
      description: 'Encomenda conjunta: mesa posta completa',
      amountCents: 249_900,
      methods: BOTH,
      parcelasSemJuros: 6,
      daysAgo: 5,
      split: (recipient) => [
        {
          recipientSellerId: recipient,
          percentageHundredths: 2_500,
          liable: true,
          chargeProcessingFee: false,
        },
      ],
    },
    {
      description: 'Oficina de macramê (turma de março)',
      amountCents: 12_000,
      methods: ['credit_card'],
      daysAgo: 20,
      status: 'inativo',
    },
  ],
  'bruno@pagora.demo': [
    {
      description: 'Fone de ouvido Bluetooth',
      amountCents: 29_990,
      methods: BOTH,
      parcelasSemJuros: 10,
      daysAgo: 2,
    },
    { description: 'Cabo USB-C 2 metros', amountCents: 3_990, methods: ['pix'], daysAgo: 4 },
    {
      description: 'Notebook 15" recondicionado',
      amountCents: 1_899_000,
      methods: ['credit_card'],
      parcelasSemJuros: 12,
      daysAgo: 8,
    },
    {
      description: 'Carregador portátil (esgotado)',
      amountCents: 8_900,
      methods: BOTH,
      daysAgo: 30,
      status: 'inativo',
    },
  ],
  'seller2@pagora.demo': [
    { description: 'Caixa de bolo de rolo (6 fatias)', amountCents: 4_500, methods: ['pix'], daysAgo: 1 },
    {
      description: 'Cesta de doces regionais',
      amountCents: 15_990,
      methods: BOTH,
      parcelasSemJuros: 2,
      daysAgo: 6,
    },
    {
      description: 'Encomenda de casamento (500 docinhos)',
      amountCents: 125_000,
      methods: BOTH,
      parcelasSemJuros: 5,
      daysAgo: 12,
      status: 'pendente',
    },
    {
      description: 'Cocada cremosa (pote 500 g)',
      amountCents: 2_990,
      methods: ['pix'],
      daysAgo: 40,
      status: 'inativo',
    },
  ],
};

/** Demo seeder (registered in routes.ts): links for every demo seller of both marketplaces. */
export async function seedDemoLinks(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  const now = Date.now();
  for (const { seller } of accounts.sellers) {
    const plan = await findDefaultPlan(ctx.db, seller.marketplaceId);
    const partner = accounts.sellers.find(
      (s) => s.seller.marketplaceId === seller.marketplaceId && s.seller.id !== seller.id,
    );
    for (const demo of CATALOGUE[seller.email] ?? []) {
      const createdAt = new Date(now - demo.daysAgo * DAY_MS);
      await insertLink(ctx.db, {
        id: newLinkId(),
        sellerId: seller.id,
        marketplaceId: seller.marketplaceId,
        interestPlanId: plan?.id ?? null,
        description: demo.description,
        amountCents: demo.amountCents,
        customerEmail: demo.customerEmail ?? null,
        paymentMethods: demo.methods,
        parcelasSemJuros: demo.parcelasSemJuros ?? 0,
        splitRules: demo.split && partner ? demo.split(partner.seller.id) : [],
        status: demo.status ?? 'ativo',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
}
