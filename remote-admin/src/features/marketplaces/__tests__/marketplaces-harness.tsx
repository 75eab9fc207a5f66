import { act, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, type FakeHandler, type FakeRequest } from '@pagora/shared/client/testing';
import {
  type MarketplaceRecord,
  type MarketplaceSummary,
  clientesContract,
  marketplacesContract,
} from '@pagora/shared/contracts';
import { demoMarketplace, MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { AdminMarketplacesPage } from '../components/admin-marketplaces-page';

// What the marketplace screen's tests share: answers typed and checked by the contracts.

export const LIST = 'GET /marketplaces';
/** A valid CPF (check digits), typed into the masked field. */
export const CPF = '52998224725';

/** Marketplace n (3 and up are extra rows for paging and search). */
export function summary(n: number): MarketplaceSummary {
  if (n === 1 || n === 2) return demoMarketplace(n);
  return {
    ...demoMarketplace(2),
    id: `mk-${n}`,
    cliente: { id: `user-mk-${n}`, nome: `Mercado ${n}`, email: `mercado${n}@pagora.demo`, status: 'ativo' },
  };
}

/** The list as the server answers it: searched (name, e-mail, ids), then one page of `pageSize`. */
export const listReply =
  (items: MarketplaceSummary[]) =>
  ({ params }: FakeRequest) => {
    const page = Number(params.page ?? 1);
    const pageSize = Number(params.pageSize ?? 10);
    const q = String(params.q ?? '').toLowerCase();
    const found = items.filter((m) =>
      [m.cliente.nome, m.cliente.email, m.id, m.cliente.id].some((v) => v.toLowerCase().includes(q)),
    );
    const dados = found.slice((page - 1) * pageSize, page * pageSize);
    return answerOf(marketplacesContract.list, { dados, total: found.length, page, pageSize });
  };

export function record(): MarketplaceRecord {
  return {
    id: MARKETPLACE_IDS[0] ?? '',
    cliente_id: 'user-mk-1',
    quantidade_vendedores: 7,
    cliente: {
      id: 'user-mk-1',
      nome: 'Loja Alfa',
      email: 'mk1@pagora.demo',
      marketplaceId: MARKETPLACE_IDS[0] ?? '',
      id_zoop: 'zoop-mk-1',
      zpk_id_marketplace: 'base64-mk-1',
      cpf_cnpj: CPF,
      status: 'active',
      taxa_padrao: 2.5,
      taxa_repasse_juros: 1.25,
      phone: '11987654321',
      website: '',
      contactPerson: 'Ana',
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
  };
}

export const recordReply = () =>
  answerOf(clientesContract.cliente, { dados: { tipo: 'marketplace', marketplace: record() } });

export function serve(list: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({ [LIST]: list, ...extra });
}

export function renderPage(route = '/admin/marketplaces') {
  return renderWithData(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/admin/marketplaces" element={<AdminMarketplacesPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

/** Where a link out of the screen led: path and query, as text. */
function Landed() {
  const at = useLocation();
  return <output aria-label="Página aberta">{`${at.pathname}${at.search}`}</output>;
}

/** react-hot-toast keeps its toasts in a module store: empty it between tests. */
export function clearToasts() {
  act(() => toast.remove());
}

export const table = () => within(screen.getByRole('table', { name: 'Marketplaces' }));
export const rows = () => table().getAllByRole('row').slice(1);
export const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
