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
  | 'file';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIcon;
  /** Shown but not clickable, marked 'Em breve'. */
  soon?: boolean;
}

/** The sidebar by role, as the spec lists it (spec 000, "Sidebar navigation by role"). */
export function navItemsFor(role: AppRole): NavItem[] {
  switch (role) {
    case 'admin':
      return [
        { label: 'Dashboard', href: paths.dashboard.getHref(), icon: 'dashboard' },
        { label: 'Marketplaces', href: paths.adminMarketplaces.getHref(), icon: 'store' },
        { label: 'Vendedores', href: paths.adminSellers.getHref(), icon: 'users' },
        { label: 'Transações', href: paths.history.getHref(), icon: 'receipt' },
        { label: 'Configurações', href: paths.settings.getHref(), icon: 'settings' },
      ];
    case 'marketplace':
      return [
        { label: 'Dashboard', href: paths.dashboard.getHref(), icon: 'dashboard' },
        { label: 'Vendedores', href: paths.marketplaceSellers.getHref(), icon: 'users' },
        { label: 'Planos de Juros', href: paths.interestPlans.getHref(), icon: 'percent' },
        { label: 'Transações', href: paths.history.getHref(), icon: 'receipt' },
        { label: 'Configurações', href: paths.settings.getHref(), icon: 'settings' },
      ];
    case 'seller':
      return [
        { label: 'Dashboard', href: paths.dashboard.getHref(), icon: 'dashboard' },
        { label: 'Links de Pagamento', href: paths.payments.getHref(), icon: 'link' },
        { label: 'Transações', href: paths.history.getHref(), icon: 'receipt' },
        { label: 'Configurações', href: paths.settings.getHref(), icon: 'settings' },
        { label: 'Meus Compradores', href: paths.clients.getHref(), icon: 'users' },
        { label: 'Planos de Recorrência', href: paths.plans.getHref(), icon: 'repeat' },
        { label: 'Assinaturas', href: paths.subscriptions.getHref(), icon: 'calendar' },
        { label: 'Extrato', href: paths.plans.getHref(), icon: 'file', soon: true },
      ];
    default:
      return [
        { label: 'Minhas Assinaturas', href: paths.mySubscriptions.getHref(), icon: 'calendar' },
        { label: 'Transações', href: paths.history.getHref(), icon: 'receipt' },
      ];
  }
}
