import { formatBRL } from '@pagora/shared';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';
import { monthName, percentText } from '../../../components/charts';
import type { MonthlySummary } from '../monthly-summary';

/** Shares of what was attempted (paid + pending + declined + disputed + charged back), not of the billed total. */
const ofAttempts = (cents: number, attemptedCents: number) =>
  `${percentText(cents, attemptedCents)} do movimentado`;

function MonthCard({ title, row }: { title: string; row: MonthlyRow | null }) {
  return row ? (
    <StatCard title={title} value={formatBRL(row.completedCents)} hint={monthName(row.month)} />
  ) : (
    <StatCard title={title} value="—" hint="Sem movimentação" />
  );
}

/** The period's cards: billed (paid), each status with its share, the average ticket, the extreme months. */
export function MonthlyCards({ summary: s }: { summary: MonthlySummary }) {
  return (
    <StatGrid>
      <StatCard
        title="Total Período"
        value={formatBRL(s.billedCents)}
        hint={`${s.completedCount} transações pagas`}
        tone="info"
      />
      <StatCard
        title="Completas"
        value={formatBRL(s.completedCents)}
        hint={ofAttempts(s.completedCents, s.attemptedCents)}
        tone="success"
      />
      <StatCard
        title="Pendentes"
        value={formatBRL(s.pendingCents)}
        hint={ofAttempts(s.pendingCents, s.attemptedCents)}
        tone="warning"
      />
      <StatCard
        title="Rejeitadas"
        value={formatBRL(s.declinedCents)}
        hint={ofAttempts(s.declinedCents, s.attemptedCents)}
        tone="danger"
      />
      <StatCard
        title="Em disputa"
        value={formatBRL(s.disputedCents)}
        hint={`${s.disputedCount} em disputa · ${ofAttempts(s.disputedCents, s.attemptedCents)}`}
        tone="warning"
      />
      <StatCard
        title="Chargeback"
        value={formatBRL(s.chargebackCents)}
        hint={`${s.chargebackCount} chargebacks · ${ofAttempts(s.chargebackCents, s.attemptedCents)}`}
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
