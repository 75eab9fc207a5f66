import { roleOf, useCan, useSession } from '@pagora/shared/client';
import { PageHeader } from '@pagora/shared/ui/core';
import { BrandCard } from './brand-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { ProfileForm } from './profile-form';
import styles from './settings.module.css';

export function SettingsPage() {
  const role = useSession((s) => roleOf(s.user));
  // A member's own profile is always its own; the business's brand and e-mail preferences are
  // its settings, for roles that may change them (issue 39).
  const settings = useCan('settings');
  return (
    <>
      <PageHeader title="Configurações" subtitle="Gerencie seu perfil e preferências" />
      <div className={styles.grid}>
        <ProfileForm />
        {role === 'marketplace' && settings ? <BrandCard /> : null}
        {role === 'seller' && settings ? <MailPreferencesCard /> : null}
      </div>
    </>
  );
}
