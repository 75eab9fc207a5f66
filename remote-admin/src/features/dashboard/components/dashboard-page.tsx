import { useMemo } from 'react';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import { Alert, Card, ErrorState, PageHeader, RefreshButton, Spinner } from '@pagora/shared/ui';
import { LazyDoughnutChart, statusSlices } from '../../../components/charts';
import { useMonthlyReport } from '../../../lib/get-monthly-report';
import { useSellerDash, type SellerDash } from '../api/get-seller-dash';
import { CreateLinkButton } from './create-link-button';
import styles from './dashboard.module.css';
import { DashboardStats } from './dashboard-stats';
import { MonthlyReport } from './monthly-report';
import { RecentTransactions } from './recent-transactions';

const LOAD_ERROR = 'Não foi possível carregar o dashboard.';

function DashboardContent({ dash, isSeller }: { dash: SellerDash; isSeller: boolean }) {
  const { stats } = dash;
  const slices = useMemo(() => statusSlices(stats), [stats]);
  return (
    <>
      <DashboardStats dash={dash} showBalances={isSeller} />
      <div className={styles.columns}>
        <Card title="Transações Recentes">
          <RecentTransactions transactions={dash.transacoes} />
        </Card>
        <Card title="Status das Transações">
          <LazyDoughnutChart label="Status das Transações" slices={slices} />
        </Card>
      </div>
    </>
  );
}

/** /dashboard for sellers and marketplaces (spec 000 "Dashboard"); admins get AdminDashboardPage. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const isSeller = roleOf(user) === 'seller';
  const dash = useSellerDash(userId);
  const monthly = useMonthlyReport(userId);

  // Fresh data from the server in place: the spec's client reloaded the whole page for this.
  const reload = () => {
    if (!userId) return;
    void dash.refetch();
    void monthly.refetch();
  };

  let content;
  if (dash.isPending) content = <Spinner centered label="Carregando dashboard..." />;
  else if (dash.isError && !dash.data)
    content = <ErrorState message={messageOf(dash.error, LOAD_ERROR)} onRetry={() => void dash.refetch()} />;
  else
    content = (
      <>
        {dash.isError ? <Alert tone="error">{messageOf(dash.error, LOAD_ERROR)}</Alert> : null}
        <DashboardContent dash={dash.data} isSeller={isSeller} />
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Dashboard"
        subtitle={`Bem-vindo, ${user?.nome ?? ''}.`}
        actions={
          <div className={styles.actions}>
            <RefreshButton onClick={reload} busy={dash.isFetching || monthly.isFetching} />
            {isSeller ? <CreateLinkButton /> : null}
          </div>
        }
      />
      {content}
      {dash.data ? <MonthlyReport report={monthly} /> : null}
    </div>
  );
}
