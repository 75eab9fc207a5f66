import type { Permission } from '@pagora/shared';
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
  | 'wallet'
  | 'shield';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIcon;
  /** Sub-pages this item stands for, highlighted with it (route patterns). */
  alsoActiveOn?: string[];
  /** What a team role must allow to see the item (issue 39); the server refuses the rest anyway. */
  permission?: Permission;
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
const developers: NavItem = {
  label: 'Desenvolvedores',
  href: paths.developers.getHref(),
  icon: 'settings',
  permission: 'developers',
};
const payouts: NavItem = {
  label: 'Recebimentos',
  href: paths.payouts.getHref(),
  icon: 'wallet',
  permission: 'payouts',
};
const statement: NavItem = {
  label: 'Extrato',
  href: paths.statement.getHref(),
  icon: 'file',
  permission: 'statement',
};
const feeTable: NavItem = {
  label: 'Tabela de taxas',
  href: paths.feeTable.getHref(),
  icon: 'percent',
  permission: 'statement',
};
const coupons: NavItem = {
  label: 'Cupons',
  href: paths.coupons.getHref(),
  icon: 'percent',
  permission: 'read',
};
const team: NavItem = { label: 'Equipe', href: paths.team.getHref(), icon: 'users', permission: 'team' };
const activity: NavItem = {
  label: 'Atividade',
  href: paths.activity.getHref(),
  icon: 'file',
  permission: 'activity',
};
const privacy: NavItem = {
  label: 'Privacidade (LGPD)',
  href: paths.privacy.getHref(),
  icon: 'shield',
  permission: 'privacy',
};
const security: NavItem = { label: 'Segurança', href: paths.security.getHref(), icon: 'shield' };
const settings: NavItem = { label: 'Configurações', href: paths.settings.getHref(), icon: 'settings' };

/**
 * The sidebar by role and, for a team member, by what its team role allows (issue 39): every
 * screen the caller may open, the account's settings and the person's security last.
 */
export function navItemsFor(role: AppRole, permissions?: readonly Permission[]): NavItem[] {
  const items = itemsOf(role);
  return permissions ? items.filter((i) => !i.permission || permissions.includes(i.permission)) : items;
}

/**
 * Every screen the role may open (the route table's roles, issue 20 amends spec 000's shorter
 * lists, which hid screens that worked).
 */
function itemsOf(role: AppRole): NavItem[] {
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
        team,
        activity,
        privacy,
        settings,
        security,
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
        coupons,
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
        team,
        activity,
        privacy,
        settings,
        security,
      ];
    case 'seller':
      return [
        dashboard,
        links,
        coupons,
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
        team,
        activity,
        privacy,
        settings,
        security,
      ];
    default:
      return [
        { label: 'Minhas Assinaturas', href: paths.mySubscriptions.getHref(), icon: 'calendar' },
        transactions,
        settings,
      ];
  }
}
