import { useState } from 'react';
import { messageOf, useSession } from '@pagora/shared/client';
import { Alert, ErrorState, PageHeader, RefreshButton, Spinner } from '@pagora/shared/ui';
import { useMonthlyReport } from '../../../lib/get-monthly-report';
import { useMarketplaces } from '../api/get-marketplaces';
import { useTransactionCount } from '../api/get-transaction-count';
import styles from './admin-dashboard.module.css';
import { AdminKpis } from './admin-kpis';
import { MarketplacesOverview } from './marketplaces-overview';
import { MonthlySection } from './monthly-section';

const LOAD_ERROR = 'Não foi possível carregar o dashboard.';

/** /dashboard for admins (spec 000 "Admin dashboard"). */
export function AdminDashboardPage() {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const [marketplaceId, setMarketplaceId] = useState('');
  const marketplaces = useMarketplaces(userId);
  const count = useTransactionCount(userId);
  const monthly = useMonthlyReport(userId, marketplaceId || null);

  const reload = () => {
    if (!userId) return;
    void marketplaces.refetch();
    void count.refetch();
    void monthly.refetch();
  };
  const busy = marketplaces.isFetching || count.isFetching || monthly.isFetching;

  let content;
  if (marketplaces.isPending) content = <Spinner centered label="Carregando dashboard..." />;
  else if (marketplaces.isError && !marketplaces.data)
    content = <ErrorState message={messageOf(marketplaces.error, LOAD_ERROR)} onRetry={reload} />;
  else {
    const failed = marketplaces.error ?? count.error;
    content = (
      <>
        {failed ? <Alert tone="error">{messageOf(failed, LOAD_ERROR)}</Alert> : null}
        <AdminKpis marketplaces={marketplaces.data} transactionCount={count.data ?? null} />
        <MonthlySection
          report={monthly}
          marketplaces={marketplaces.data}
          marketplaceId={marketplaceId}
          onMarketplace={setMarketplaceId}
        />
        <MarketplacesOverview marketplaces={marketplaces.data} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Admin Dashboard" actions={<RefreshButton onClick={reload} busy={busy} />} />
      {content}
    </div>
  );
}
