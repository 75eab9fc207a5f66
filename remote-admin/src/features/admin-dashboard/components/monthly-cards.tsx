import { formatBRL } from '@pagora/shared';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';
import { monthName, percentText } from '../../charts';
import type { MonthlySummary } from '../monthly-summary';

const ofTotal = (cents: number, totalCents: number) => `${percentText(cents, totalCents)} do total`;

function MonthCard({ title, row }: { title: string; row: MonthlyRow | null }) {
  return row ? (
    <StatCard title={title} value={formatBRL(row.totalCents)} hint={monthName(row.month)} />
  ) : (
    <StatCard title={title} value="—" hint="Sem movimentação" />
  );
}

/** The period's cards: totals per status with their share, the average ticket, the extreme months. */
export function MonthlyCards({ summary: s }: { summary: MonthlySummary }) {
  return (
    <StatGrid>
      <StatCard
        title="Total Período"
        value={formatBRL(s.totalCents)}
        hint={`${s.count} transações`}
        tone="info"
      />
      <StatCard
        title="Completas"
        value={formatBRL(s.completedCents)}
        hint={ofTotal(s.completedCents, s.totalCents)}
        tone="success"
      />
      <StatCard
        title="Pendentes"
        value={formatBRL(s.pendingCents)}
        hint={ofTotal(s.pendingCents, s.totalCents)}
        tone="warning"
      />
      <StatCard
        title="Rejeitadas"
        value={formatBRL(s.declinedCents)}
        hint={ofTotal(s.declinedCents, s.totalCents)}
        tone="danger"
      />
      <StatCard
        title="Ticket Médio"
        value={formatBRL(s.averageTicketCents ?? 0)}
        hint={`${s.completedCount} transações completas`}
      />
      <MonthCard title="Maior Mês" row={s.biggest} />
      <MonthCard title="Menor Mês" row={s.smallest} />
    </StatGrid>
  );
}
