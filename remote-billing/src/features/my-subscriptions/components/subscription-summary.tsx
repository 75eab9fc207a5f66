import { formatBRL, sumCents } from '@pagora/shared';
import type { CustomerSubscription } from '@pagora/shared/contracts';
import { StatCard, StatGrid } from '@pagora/shared/ui';

export interface SubscriptionFigures {
  total: number;
  active: number;
  overdue: number;
  /** What the active subscriptions charge per cycle, in cents. */
  activeCents: number;
}

/** The four summary figures; the spec's own counts were inconsistent, these follow the statuses. */
export function summarize(subscriptions: readonly CustomerSubscription[]): SubscriptionFigures {
  const active = subscriptions.filter((s) => s.status === 'ativo');
  return {
    total: subscriptions.length,
    active: active.length,
    overdue: subscriptions.filter((s) => s.status === 'vencida').length,
    activeCents: sumCents(active.map((s) => s.amount_cents)),
  };
}

/** Until the list arrives (or when it failed) the cards show a dash rather than a false zero. */
export function SubscriptionSummary({
  subscriptions,
}: {
  subscriptions: readonly CustomerSubscription[] | undefined;
}) {
  const figures = subscriptions ? summarize(subscriptions) : null;
  const show = (value: (f: SubscriptionFigures) => string) => (figures ? value(figures) : '—');
  return (
    <StatGrid>
      <StatCard title="Total Assinaturas" tone="info" value={show((f) => String(f.total))} />
      <StatCard title="Assinaturas Ativas" tone="success" value={show((f) => String(f.active))} />
      <StatCard title="Assinaturas Vencidas" tone="danger" value={show((f) => String(f.overdue))} />
      <StatCard title="Valor Total" tone="neutral" value={show((f) => formatBRL(f.activeCents))} />
    </StatGrid>
  );
}
