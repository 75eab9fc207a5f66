import { formatBRL } from '@pagora/shared';
import { StatCard, StatGrid } from '@pagora/shared/ui';
import type { SellerDash } from '../api/get-seller-dash';

const UNAVAILABLE_HINT = 'Saldo indisponível no momento';

function BalanceCard({ title, cents }: { title: string; cents: number | null }) {
  return cents === null ? (
    <StatCard title={title} value="—" hint={UNAVAILABLE_HINT} tone="info" />
  ) : (
    <StatCard title={title} value={formatBRL(cents)} tone="info" />
  );
}

export interface DashboardStatsProps {
  dash: SellerDash;
  /** Sellers only: marketplaces have no balance at the provider (spec 000 "Roles"). */
  showBalances: boolean;
}

/** The stat cards; the stats cover the current calendar month (spec 000 "Stats window"). */
export function DashboardStats({ dash, showBalances }: DashboardStatsProps) {
  const { stats, cliente } = dash;
  return (
    <StatGrid>
      <StatCard
        title="Receita Total"
        value={formatBRL(stats.totalAmountCents)}
        hint="Mês atual"
        tone="success"
      />
      {showBalances ? (
        <>
          {/* The API's figures as sent: what 'Sacar' allows, and what is still to come (issue 35). */}
          <BalanceCard title="Saldo Disponível" cents={cliente?.available_balance_cents ?? null} />
          <BalanceCard title="Saldo Futuro" cents={cliente?.future_balance_cents ?? null} />
        </>
      ) : null}
      <StatCard title="Total de Transações" value={stats.totalTransactions} hint="Mês atual" />
      <StatCard title="Aprovadas" value={stats.completed} tone="success" />
      <StatCard title="Pendentes" value={stats.pending} tone="warning" />
      <StatCard title="Recusadas" value={stats.declined} tone="danger" />
      {/* Without it the count cards did not add up to 'Total de Transações' (issue 20). */}
      <StatCard title="Estornadas" value={stats.refunded} tone="info" />
      {/* Issue 36: neither declined nor refunded; the amount is what the bank holds or took back. */}
      <StatCard
        title="Em disputa"
        value={stats.disputed}
        hint={`${formatBRL(stats.disputedCents)} retidos`}
        tone="warning"
      />
      <StatCard
        title="Chargeback"
        value={stats.chargeback}
        hint={`${formatBRL(stats.chargebackCents)} devolvidos`}
        tone="danger"
      />
    </StatGrid>
  );
}
