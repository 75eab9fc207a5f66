import { useSession } from '@pagora/shared/client';
import { PageHeader, Tabs } from '@pagora/shared/ui';
import { useMySubscriptions } from '../api/my-subscriptions';
import { CardsTab } from './cards-tab';
import { SubscriptionSummary } from './subscription-summary';
import { SubscriptionsTab } from './subscriptions-tab';
import styles from '../../../components/list-screen.module.css';

/** /minhas-assinaturas (spec 001 section 2.8): the customer's subscriptions, what is due, and cards. */
export function MySubscriptionsPage() {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const subscriptions = useMySubscriptions(userId);
  const rows = subscriptions.data?.dados;
  return (
    <div className={styles.page}>
      <PageHeader title="Minhas Assinaturas" />
      <SubscriptionSummary subscriptions={rows} />
      <Tabs
        label="Minhas Assinaturas"
        tabs={[
          {
            id: 'assinaturas',
            label: 'Assinaturas',
            content: (
              <SubscriptionsTab
                subscriptions={rows ?? []}
                loading={subscriptions.isPending}
                failed={subscriptions.isError}
                onRetry={() => void subscriptions.refetch()}
              />
            ),
          },
          { id: 'cartoes', label: 'Cartões', content: <CardsTab /> },
        ]}
      />
    </div>
  );
}
