import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { roleOf, useSession } from '@pagora/shared/client';
import { BrandLogo } from '../../components/brand-logo';
import { BusinessSwitcher } from '../../features/business-switcher/components/business-switcher';
import { navItemsFor } from './nav-items';
import { NavIcon } from './nav-icon';
import styles from './layout.module.css';

export interface SidebarProps {
  collapsed: boolean;
  mobileOpen: boolean;
  onToggleCollapsed: () => void;
  onNavigate: () => void;
  onLogout: () => void;
}

export function Sidebar({ collapsed, mobileOpen, onToggleCollapsed, onNavigate, onLogout }: SidebarProps) {
  const user = useSession((s) => s.user);
  const role = roleOf(user);
  const { pathname } = useLocation();
  if (!user || !role) return null;
  // A team member is shown as itself, acting for the business (issue 39).
  const actor = user.team?.actor;
  const who = actor && actor.id !== user.id ? `${actor.nome} · ${user.nome}` : user.nome;
  const classes = [styles.sidebar, collapsed ? styles.collapsed : '', mobileOpen ? styles.mobileOpen : ''];
  return (
    <aside id="app-sidebar" className={classes.filter(Boolean).join(' ')} aria-label="Menu principal">
      <div className={styles.brand}>
        <BrandLogo mini={collapsed} />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.collapseButton}`}
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          aria-expanded={!collapsed}
        >
          <NavIcon name="chevron" className={collapsed ? styles.flip : undefined} />
        </button>
      </div>
      <nav className={styles.nav}>
        {navItemsFor(role, user.team?.permissions).map((item) => (
          <NavLink
            key={item.label}
            to={item.href}
            title={item.label}
            onClick={onNavigate}
            className={({ isActive }) => {
              const active = isActive || (item.alsoActiveOn ?? []).some((p) => matchPath(p, pathname));
              return `${styles.item} ${active ? styles.active : ''}`;
            }}
          >
            <NavIcon name={item.icon} />
            <span className={styles.label}>{item.label}</span>
          </NavLink>
        ))}
      </nav>
      <BusinessSwitcher compact={collapsed} />
      <div className={styles.footer}>
        <span className={styles.userName} title={who}>
          {who}
        </span>
        <button type="button" className={styles.logout} onClick={onLogout} title="Sair">
          <NavIcon name="logout" />
          <span className={styles.label}>Sair</span>
        </button>
      </div>
    </aside>
  );
}
