import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { BrandLogo } from '../../components/brand-logo';
import { ConfirmEmailBanner } from '../../features/email-confirmation/components/confirm-email-banner';
import { TwoFactorSetupGate } from '../../features/two-factor';
import { NavIcon } from './nav-icon';
import { Sidebar } from './sidebar';
import styles from './layout.module.css';

/** Sidebar plus the page area; remote pages render in the page area only. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useLogout();
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setMobileOpen((v) => !v)}
          aria-label="Abrir menu"
          aria-controls="app-sidebar"
          aria-expanded={mobileOpen}
        >
          <NavIcon name="menu" />
        </button>
        <BrandLogo />
      </header>
      <Sidebar
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onToggleCollapsed={() => setCollapsed((v) => !v)}
        onNavigate={() => setMobileOpen(false)}
        onLogout={() => void logout()}
      />
      {mobileOpen ? (
        <div className={styles.backdrop} onClick={() => setMobileOpen(false)} aria-hidden="true" />
      ) : null}
      <main className={styles.main}>
        <ConfirmEmailBanner />
        <TwoFactorSetupGate>
          <Outlet />
        </TwoFactorSetupGate>
      </main>
    </div>
  );
}
