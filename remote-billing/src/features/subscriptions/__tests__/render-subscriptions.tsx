import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import {
  billingContract,
  buyersContract,
  recurrencePlansContract,
  type BuyerRecord,
  type RecurrencePlan,
  type Subscription,
} from '@pagora/shared/contracts';
import { SubscriptionsPage } from '../components/subscriptions-page';

/** Test support for /assinaturas: fixtures, the seller's plans and buyers, and the screen. */

export const LIST = 'GET /assinaturas';
export const PLAN = '11111111-1111-4111-8111-111111111111';
export const BUYER = '22222222-2222-4222-8222-222222222222';
export const SUB = '33333333-3333-4333-8333-333333333333';
export const BASIC_PLAN = '66666666-6666-4666-8666-666666666666';

export function subscription(patch: Partial<Subscription> = {}): Subscription {
  return {
    id: SUB,
    plano_id: PLAN,
    plano_nome: 'Mensal Premium',
    seller_id: 'seller-1',
    customer_id: BUYER,
    id_comprador: 'zoop-buyer-1',
    customer_nome: 'Bruna Costa',
    customer_email: 'bruna@example.com',
    payment_methods: ['credit'],
    data_cobranca: '2026-03-10',
    data_vencimento: '2026-04-10',
    amount: 1234.56,
    amount_cents: 123_456,
    status: 'vencida',
    id_juros: null,
    marketplaceId: 'mk-1',
    ultima_cobranca: 'recusada: saldo insuficiente',
    createdAt: '2026-03-01T12:00:00.000Z',
    ...patch,
  };
}
export const page =
  (dados: Subscription[], total = dados.length) =>
  () =>
    answerOf(billingContract.list, { dados, total, page: 1, pageSize: 10 });

export const plan = (id: string, nome: string, patch: Partial<RecurrencePlan> = {}): RecurrencePlan => ({
  id,
  id_zoop_plano_assinatura: '',
  nome,
  description: '',
  amount: 4990,
  frequency: 'mensal',
  interval: 1,
  payment_methods: ['credit'],
  boleto: null,
  status: 'ativo',
  createdAt: '2026-03-01T12:00:00.000Z',
  cliente_id: 'user-seller',
  marketplaceId: 'mk-1',
  proprio: true,
  ...patch,
});
const buyer = { id: BUYER, id_comprador: 'zoop-buyer-1', nome: 'Bruna Costa' } as const;
const options: Record<string, FakeHandler> = {
  'GET /planos/cliente/user-seller': () =>
    answerOf(recurrencePlansContract.list, {
      dados: [
        plan(PLAN, 'Mensal Premium', { amount: 123_456 }),
        plan(BASIC_PLAN, 'Mensal Básico', { amount: 2_990 }),
        plan('44444444-4444-4444-8444-444444444444', 'Antigo', { status: 'inativo' }),
        plan('55555555-5555-4555-8555-555555555555', 'De outro vendedor', { proprio: false }),
      ],
      total: 4,
      page: 1,
      pageSize: 100,
    }),
  'GET /customers/user-seller': () =>
    answerOf(buyersContract.list, {
      dados: [buyerRecord()],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
};
export function buyerRecord(patch: Partial<BuyerRecord> = {}): BuyerRecord {
  return {
    ...buyer,
    email: 'bruna@example.com',
    cpf_cnpj: '52998224725',
    id_juros: null,
    taxa_repasse_juros: 0,
    contactPerson: '',
    phone: '',
    website: '',
    address: {
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Brasil',
    },
    cliente: { id: 'user-buyer-1' },
    seller_id_comprador: 'seller-1',
    seller: { id: 'seller-1', nome: 'Ana' },
    marketplaceId: 'mk-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    ...patch,
  };
}

export function renderSubscriptions(handlers: Record<string, FakeHandler>) {
  const api = fakeApi({ ...options, ...handlers });
  renderWithData(
    <MemoryRouter initialEntries={['/assinaturas']}>
      <SubscriptionsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}
export const table = () => within(screen.getByRole('table'));
