import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  anticipationContract,
  payoutsContract as c,
  type Balance,
  type BankAccount,
  type Payout,
} from '@pagora/shared/contracts';
import { answerOf, type FakeHandler } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import PayoutsPage from '../../../app/routes/payouts-page';

export const ACCOUNT_ID = '00000000-0000-4000-8000-0000000000a1';
export const OTHER_ACCOUNT_ID = '00000000-0000-4000-8000-0000000000a2';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const balance = (over: Partial<Balance> = {}): Balance => ({
  sellerId: 'seller-1',
  availableCents: 123456,
  futureCents: 300000,
  blockedCents: 5000,
  receivables: [],
  anticipated: [],
  policy: 'manual',
  receivingPolicy: { kind: 'manual' },
  ...over,
});

export const account = (over: Partial<BankAccount> = {}): BankAccount => ({
  id: ACCOUNT_ID,
  sellerId: 'seller-1',
  holderName: 'Loja do Zé',
  taxpayerId: '***.456.789-**',
  bankCode: '341',
  bankName: 'Itaú Unibanco S.A.',
  routingNumber: '0001',
  accountNumberLast4: '3456',
  type: 'checking',
  isDefault: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  payoutsAllowedFrom: null,
  ...over,
});

export const payout = (over: Partial<Payout> = {}): Payout => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  sellerId: 'seller-1',
  amountCents: 10000,
  status: 'pendente',
  failureReason: null,
  bankAccount: { id: ACCOUNT_ID, bankName: 'Itaú Unibanco S.A.', accountNumberLast4: '3456' },
  createdAt: '2026-03-05T15:30:00.000Z',
  paidAt: null,
  ...over,
});

export const BANKS = [
  { code: '001', name: 'Banco do Brasil S.A.', commonName: 'Banco do Brasil', aliases: ['BB'] },
  { code: '077', name: 'Banco Inter S.A.', commonName: 'Inter', aliases: ['Banco Inter'] },
  { code: '237', name: 'Banco Bradesco S.A.', commonName: 'Bradesco', aliases: [] },
  {
    code: '260',
    name: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
    commonName: 'Nubank',
    aliases: ['Nu'],
  },
  {
    code: '290',
    name: 'PAGSEGURO INTERNET INSTITUIÇÃO DE PAGAMENTO S.A.',
    commonName: 'PagBank',
    aliases: ['PagSeguro'],
  },
  { code: '341', name: 'Itaú Unibanco S.A.', commonName: 'Itaú', aliases: [] },
  { code: '525', name: 'INTERCAM CORRETORA DE CÂMBIO LTDA.', commonName: null, aliases: [] },
];

/** The API as a seller with money, one default account and no payouts sees it. */
export const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /balance': () => answerOf(c.balance, balance()),
  'GET /bank-accounts': () => answerOf(c.listBankAccounts, { data: [account()] }),
  'GET /payouts': () => answerOf(c.listPayouts, { data: [] }),
  'GET /banks': () => answerOf(c.listBanks, { data: BANKS }),
  'GET /anticipations': () => answerOf(anticipationContract.list, { data: [] }),
  ...over,
});

export function renderPayouts() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/recebimentos']}>
        <PayoutsPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}
