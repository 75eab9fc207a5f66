import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { useSession } from '@pagora/shared/client';
import { answerOf, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { billingContract, type CustomerSubscription, type SavedCard } from '@pagora/shared/contracts';
import { demoUser } from '../../../testing/session';
import { MySubscriptionsPage } from '../components/my-subscriptions-page';

/** Test support for /minhas-assinaturas: a customer's session, fixtures and the screen. */

export const SUBSCRIPTIONS = 'GET /assinaturas-customer/user-customer';
export const CARDS = 'GET /cartoes/user-customer';

/** The demo sessions stop at seller; a customer is the same user with the customer's cargo. */
export function signInAsCustomer() {
  const user = {
    ...demoUser('seller'),
    id: 'user-customer',
    nome: 'Demo customer',
    email: 'customer@pagora.demo',
    cargo: 'customer' as const,
    dataInfo: null,
  };
  useSession.getState().signIn({ user, token: 'token-customer', settings: null });
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function subscription(n: number, patch: Partial<CustomerSubscription> = {}): CustomerSubscription {
  return {
    id: uuid(n),
    plano_id: `plano-${n}`,
    seller_id: `seller-${n}`,
    data_vencimento: '2026-04-10',
    amount: 49.9,
    amount_cents: 4990,
    descricao: `Assinatura ${n}`,
    status: 'ativo',
    plano: { nome: `Plano ${n}`, description: `Assinatura ${n}`, status: 'ativo' },
    vendedor: { nome: `Vendedor ${n}` },
    em_aberto: null,
    payment_methods: ['credit'],
    boleto_dias_antes: null,
    ...patch,
  };
}

export function card(n: number, patch: Partial<SavedCard> = {}): SavedCard {
  const final = String(1000 + n);
  return {
    id: uuid(100 + n),
    bandeira: 'Visa',
    titular: 'ANA SOUZA',
    numero: `•••• •••• •••• ${final}`,
    final,
    validade: '12/30',
    principal: false,
    ...patch,
  };
}

export const subscriptionsAnswer = (dados: CustomerSubscription[]) => () =>
  answerOf(billingContract.customerList, { dados });
export const cardsAnswer = (dados: SavedCard[]) => () => answerOf(billingContract.cards, { dados });

export function renderMySubscriptions(handlers: Record<string, FakeHandler>) {
  const api = fakeApi({ [SUBSCRIPTIONS]: subscriptionsAnswer([]), [CARDS]: cardsAnswer([]), ...handlers });
  renderWithData(
    <MemoryRouter initialEntries={['/minhas-assinaturas']}>
      <MySubscriptionsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}

/** DataList renders a table and cards; the table is the one queried (asked anew at each call). */
export const tableOf = (name: string) => () => within(screen.getByRole('table', { name }));
