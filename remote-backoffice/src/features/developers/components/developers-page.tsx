import { roleOf, useSession } from '@pagora/shared/client';
import { PageHeader, Tabs } from '@pagora/shared/ui';
import { KeysPanel } from './keys-panel';
import { WebhooksPanel } from './webhooks-panel';
import styles from './developers.module.css';

/**
 * 'Desenvolvedores' (issue 26): a seller's or marketplace's secret keys for /v1 and its webhook
 * endpoints with their delivery log; an admin reads every tenant's and changes none.
 */
export function DevelopersPage() {
  const readOnly = useSession((s) => roleOf(s.user) === 'admin');
  return (
    <div className={styles.page}>
      <PageHeader
        title="Desenvolvedores"
        subtitle="Chaves secretas para a API /v1 e webhooks assinados para o servidor da sua loja."
      />
      <Tabs
        label="Desenvolvedores"
        tabs={[
          { id: 'chaves', label: 'Chaves de API', content: <KeysPanel readOnly={readOnly} /> },
          { id: 'webhooks', label: 'Webhooks', content: <WebhooksPanel readOnly={readOnly} /> },
        ]}
      />
    </div>
  );
}
