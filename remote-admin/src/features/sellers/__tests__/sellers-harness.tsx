import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import {
  sellersContract,
  type AnswerOf,
  type SellerRecord,
  marketplacesContract,
} from '@pagora/shared/contracts';
import { demoMarketplace, marketplacesPage, MARKETPLACE_IDS } from '../../../testing/report-fixtures';

// What the seller screens' tests share: answers typed and checked by the contracts.

export const LIST = 'GET /sellers-list';
export const MARKETPLACES = 'GET /marketplaces';
/** A valid CPF (check digits), typed into the masked field. */
export const CPF = '52998224725';

/** Seller n's login (its `cliente.id`): a uuid, as the API's ids are. */
export const loginIdOf = (n: number) => `5e11e400-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function demoSeller(n: number, overrides: Partial<SellerRecord> = {}): SellerRecord {
  return {
    id: `seller-${n}`,
    id_seller: `zoop-${n}`,
    marketplaceId: MARKETPLACE_IDS[0] ?? '',
    marketplace: { id: MARKETPLACE_IDS[0] ?? '', nome: 'Loja Alfa' },
    cliente: {
      id: loginIdOf(n),
      nome: `Vendedor ${n}`,
      email: `vendedor${n}@pagora.demo`,
      cpf_cnpj: CPF,
      contactPerson: 'Ana',
      phone: '11987654321',
      website: '',
      id_juros: null,
      taxa_padrao: 2.5,
      taxa_repasse_juros: 0,
      address: {
        street: 'Praça da Sé',
        number: '1',
        complement: '',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01001000',
        country: 'Brasil',
      },
    },
    createdAt: '2026-03-01T12:00:00.000Z',
    provider_status: 'active',
    ...overrides,
  };
}

type SellerPage = AnswerOf<typeof sellersContract.sellersList>;

export function sellerPage(sellers: SellerRecord[], total = sellers.length, page = 1): SellerPage {
  return { dados: sellers, total, page, pageSize: 10 };
}

export const listReply = (answer: SellerPage) => () => answerOf(sellersContract.sellersList, answer);

export const marketplacesReply = () =>
  answerOf(marketplacesContract.list, marketplacesPage([demoMarketplace(1), demoMarketplace(2)]));

/** The list (and, for the admin, the marketplaces) plus any other route of a test. */
export function serve(list: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({ [LIST]: list, [MARKETPLACES]: marketplacesReply, ...extra });
}

export function renderPage(Page: ComponentType, route = '/admin/sellers') {
  return renderWithData(
    <MemoryRouter initialEntries={[route]}>
      <Page />
      <Toaster />
    </MemoryRouter>,
  );
}

/** react-hot-toast keeps its toasts in a module store: empty it between tests. */
export function clearToasts() {
  act(() => toast.remove());
}

export const table = () => within(screen.getByRole('table'));
export const rows = () => table().getAllByRole('row').slice(1);
export const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
