import { useSession } from '@pagora/shared/client';
import { EMAIL_VERIFICATION_MESSAGES } from '@pagora/shared/contracts';
import { PageHeader, Tabs } from '@pagora/shared/ui';
import { useMySubscriptions } from '../api/my-subscriptions';
import { CardsTab } from './cards-tab';
import { SubscriptionSummary } from './subscription-summary';
import { SubscriptionsTab } from './subscriptions-tab';
import styles from '../../../components/list-screen.module.css';

/** /minhas-assinaturas (spec 001 section 2.8): the customer's subscriptions, what is due, and cards. */
export function MySubscriptionsPage() {
  // Until the customer proves it owns its e-mail the server shows nothing tied to it (issue 35):
  // say why here, instead of asking and showing 'Erro ao buscar assinaturas' for its 403.
  const unconfirmed = useSession((s) => s.user?.emailVerified === false);
  const userId = useSession((s) => (s.user && !unconfirmed ? String(s.user.id) : null));
  const subscriptions = useMySubscriptions(userId);
  const rows = subscriptions.data?.dados;
  if (unconfirmed)
    return (
      <div className={styles.page}>
        <PageHeader title="Minhas Assinaturas" />
        <p role="status">{EMAIL_VERIFICATION_MESSAGES.notConfirmed}</p>
      </div>
    );
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
