import { roleOf, useSession } from '@pagora/shared/client';
import { PageHeader } from '@pagora/shared/ui/core';
import { BrandCard } from './brand-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { ProfileForm } from './profile-form';
import styles from './settings.module.css';

export function SettingsPage() {
  const role = useSession((s) => roleOf(s.user));
  return (
    <>
      <PageHeader title="Configurações" subtitle="Gerencie seu perfil e preferências" />
      <div className={styles.grid}>
        <ProfileForm />
        {role === 'marketplace' ? <BrandCard /> : null}
        {role === 'seller' ? <MailPreferencesCard /> : null}
      </div>
    </>
  );
}
