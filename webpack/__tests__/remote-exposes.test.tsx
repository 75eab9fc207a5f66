import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_PAGES, type RemoteName, type RemotePageModule } from '@pagora/shared/client';
import { queryClient } from '@pagora/shared/data';

// The contract between the shell and every remote, checked against each remote's own federation
// config: the exposes map matches REMOTE_PAGES, and each module default-exports a page that
// renders on its own route as the shell mounts it (router and toasts only, no data layer).

interface RemoteContract {
  dir: string;
  /** Back-office pages bring their own query client; the payer's checkout must not load one. */
  dataLayer: boolean;
  /** How the first screen is found: the page's level-1 heading, or (checkout) a loading text. */
  firstScreen: 'heading' | 'text';
  titles: Record<string, string>;
}

const REMOTES: Record<RemoteName, RemoteContract> = {
  admin: {
    dir: 'remote-admin',
    dataLayer: true,
    firstScreen: 'heading',
    titles: {
      './AdminDashboardPage': 'Admin Dashboard',
      './DashboardPage': 'Dashboard',
      './AdminMarketplacesPage': 'Marketplaces',
      './AdminSellersPage': 'Meus Vendedores',
      './MarketplaceSellersPage': 'Meus Vendedores',
      './SellersPage': 'Meus Vendedores',
      './SellerReportPage': 'Relatório do Vendedor',
    },
  },
  backoffice: {
    dir: 'remote-backoffice',
    dataLayer: true,
    firstScreen: 'heading',
    titles: {
      './PaymentLinksPage': 'Links de Pagamento',
      './CreatePaymentLinkPage': 'Criar Link de Pagamento',
      './TransactionsPage': 'Histórico de Transações',
      './SentMailPage': 'Emails enviados',
      './DevelopersPage': 'Desenvolvedores',
      './PayoutsPage': 'Recebimentos',
      './StatementPage': 'Extrato',
      './FeeTablePage': 'Tabela de taxas',
      './PrivacyPage': 'Privacidade (LGPD)',
      './TeamPage': 'Equipe',
      './ActivityPage': 'Atividade',
      './CouponsPage': 'Cupons',
    },
  },
  billing: {
    dir: 'remote-billing',
    dataLayer: true,
    firstScreen: 'heading',
    titles: {
      './ClientsPage': 'Meus Compradores',
      './PlansPage': 'Gerenciamento de Planos de Recorrência',
      './SubscriptionsPage': 'Gerenciamento de Assinaturas',
      './InterestPlansPage': 'Planos de Juros',
      './MySubscriptionsPage': 'Minhas Assinaturas',
    },
  },
  checkout: {
    dir: 'remote-checkout',
    dataLayer: false,
    // Its pages open on a request's loading state, before any answer.
    firstScreen: 'text',
    titles: {
      './PayPage': 'Carregando pagamento...',
      './PaymentSuccessPage': 'Nenhum pagamento para mostrar.',
      './PaymentDeclinedPage': 'Pagamento recusado',
      './PaymentPendingPage': 'Pagamento pendente',
    },
  },
};

const ROOT = path.resolve(__dirname, '../..');

function federationOf(dir: string): { name: string; exposes: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'federation.config.json'), 'utf8'));
}

async function loadPage(dir: string, file: string): Promise<ComponentType> {
  const mod = (await import(path.join(ROOT, dir, file))) as RemotePageModule;
  return mod.default;
}

afterEach(() => queryClient.clear());

describe.each(Object.keys(REMOTE_PAGES) as RemoteName[])('remote %s', (name) => {
  const { dir, dataLayer, firstScreen, titles } = REMOTES[name];
  const federation = federationOf(dir);

  test('exposes exactly the pages the shell mounts', () => {
    expect(federation.name).toBe(name);
    const exposed = Object.keys(federation.exposes).sort();
    expect(exposed).toEqual(REMOTE_PAGES[name].map((page) => `./${page}`).sort());
    expect(Object.keys(titles).sort()).toEqual(exposed);
  });

  test.each(Object.entries(titles))('%s renders its page ("%s")', async (key, title) => {
    const Page = await loadPage(dir, federation.exposes[key] ?? key);
    render(
      <MemoryRouter initialEntries={['/page/42']}>
        <Routes>
          <Route path="/page/:sellerId" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    if (firstScreen === 'heading') {
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    } else {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    await act(async () => {}); // lets the page's first request settle inside the test
  });

  test(dataLayer ? 'every page carries the data layer' : 'no page loads the data layer', async () => {
    const pages = await Promise.all(Object.values(federation.exposes).map((file) => loadPage(dir, file)));
    const wrapped = pages.map((Page) => Page.displayName?.startsWith('withDataLayer(') ?? false);
    expect(wrapped).toEqual(pages.map(() => dataLayer));
  });
});
