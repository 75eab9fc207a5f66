import { paths, type AppRole } from '@pagora/shared/client';

export type NavIcon =
  | 'dashboard'
  | 'store'
  | 'users'
  | 'receipt'
  | 'settings'
  | 'percent'
  | 'link'
  | 'calendar'
  | 'repeat'
  | 'file'
  | 'wallet';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIcon;
  /** Sub-pages this item stands for, highlighted with it (route patterns). */
  alsoActiveOn?: string[];
}

const dashboard: NavItem = { label: 'Dashboard', href: paths.dashboard.getHref(), icon: 'dashboard' };
const links: NavItem = {
  label: 'Links de Pagamento',
  href: paths.payments.getHref(),
  icon: 'link',
  alsoActiveOn: [paths.createPaymentLink.path],
};
const transactions: NavItem = { label: 'Transações', href: paths.history.getHref(), icon: 'receipt' };
const buyers = (label: string): NavItem => ({ label, href: paths.clients.getHref(), icon: 'users' });
const recurrencePlans: NavItem = {
  label: 'Planos de Recorrência',
  href: paths.plans.getHref(),
  icon: 'repeat',
};
const subscriptions: NavItem = {
  label: 'Assinaturas',
  href: paths.subscriptions.getHref(),
  icon: 'calendar',
};
const interestPlans: NavItem = {
  label: 'Planos de Juros',
  href: paths.interestPlans.getHref(),
  icon: 'percent',
};
const sentMail: NavItem = { label: 'Emails enviados', href: paths.sentMail.getHref(), icon: 'file' };
const developers: NavItem = { label: 'Desenvolvedores', href: paths.developers.getHref(), icon: 'settings' };
const payouts: NavItem = { label: 'Recebimentos', href: paths.payouts.getHref(), icon: 'wallet' };
const statement: NavItem = { label: 'Extrato', href: paths.statement.getHref(), icon: 'file' };
const feeTable: NavItem = { label: 'Tabela de taxas', href: paths.feeTable.getHref(), icon: 'percent' };
const settings: NavItem = { label: 'Configurações', href: paths.settings.getHref(), icon: 'settings' };

/**
 * The sidebar by role: every screen the role may open (the route table's roles, issue 20 amends
 * spec 000's shorter lists, which hid screens that worked), the account's settings last.
 */
export function navItemsFor(role: AppRole): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        dashboard,
        { label: 'Marketplaces', href: paths.adminMarketplaces.getHref(), icon: 'store' },
        { label: 'Vendedores', href: paths.adminSellers.getHref(), icon: 'users' },
        links,
        transactions,
        buyers('Compradores'),
        recurrencePlans,
        subscriptions,
        interestPlans,
        sentMail,
        developers,
        payouts,
        statement,
        feeTable,
        settings,
      ];
    case 'marketplace':
      return [
        dashboard,
        {
          label: 'Vendedores',
          href: paths.marketplaceSellers.getHref(),
          icon: 'users',
          alsoActiveOn: [paths.sellers.path, paths.seller.path],
        },
        links,
        transactions,
        buyers('Meus Compradores'),
        recurrencePlans,
        subscriptions,
        interestPlans,
        sentMail,
        developers,
        payouts,
        statement,
        feeTable,
        settings,
      ];
    case 'seller':
      return [
        dashboard,
        links,
        transactions,
        buyers('Meus Compradores'),
        recurrencePlans,
        subscriptions,
        interestPlans,
        sentMail,
        developers,
        payouts,
        statement,
        feeTable,
        settings,
      ];
    default:
      return [
        { label: 'Minhas Assinaturas', href: paths.mySubscriptions.getHref(), icon: 'calendar' },
        transactions,
      ];
  }
}
