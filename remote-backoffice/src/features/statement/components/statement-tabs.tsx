import type { ReactNode } from 'react';
import { EmptyState, type TabItem } from '@pagora/shared/ui';
import type { StatementScope } from '../hooks/use-statement-scope';
import type { StatementPeriod } from '../hooks/statement-period';
import { DivergencesPanel } from './divergences-panel';
import { FeeIncomePanel } from './fee-income-panel';
import { MarketplaceOverview } from './marketplace-overview';
import { StatementLines } from './statement-lines';

export type StatementTab = 'marketplaces' | 'extrato' | 'receita' | 'divergencias';

export interface TabsInput {
  scope: StatementScope;
  active: StatementTab;
  period: StatementPeriod;
  /** The seller a marketplace or the admin picked (null: none yet; a seller reads its own). */
  sellerId: string | null;
  /** The marketplace the admin drilled into. */
  marketplace: { id: string; name: string } | null;
  onOpenMarketplace: (marketplace: { id: string; name: string }) => void;
}

const pickSeller = (
  <EmptyState title="Selecione um vendedor" description="Escolha o vendedor para ver o extrato dele." />
);

/**
 * The tabs a role has, in order. Only the shown tab gets its content, so opening the page asks the
 * server for one list, not four.
 */
export function statementTabs(input: TabsInput): TabItem[] {
  const { scope, active, period, sellerId, marketplace } = input;
  const ready = !scope.picksSeller || sellerId !== null;
  const tab = (id: StatementTab, label: string, content: () => ReactNode): TabItem => ({
    id,
    label,
    content: id === active ? content() : null,
  });
  const lines = tab('extrato', 'Extrato', () =>
    ready ? <StatementLines key={sellerId ?? 'own'} period={period} sellerId={sellerId} /> : pickSeller,
  );
  const divergences = tab('divergencias', 'Divergências', () => (
    <DivergencesPanel
      period={period}
      sellerId={sellerId}
      reconcileSellerId={scope.picksSeller ? sellerId : scope.ownSellerId}
    />
  ));
  if (scope.role === 'seller') return [lines, divergences];
  const income = tab('receita', 'Receita de taxas', () =>
    scope.role === 'admin' && !marketplace ? (
      <EmptyState
        title="Escolha um marketplace"
        description="Abra um marketplace na aba Marketplaces para ver a receita de taxas dele."
      />
    ) : (
      <FeeIncomePanel
        period={period}
        marketplaceId={scope.role === 'admin' ? (marketplace?.id ?? null) : null}
      />
    ),
  );
  if (scope.role === 'marketplace') return [lines, income, divergences];
  const overview = tab('marketplaces', 'Marketplaces', () => (
    <MarketplaceOverview period={period} onOpen={input.onOpenMarketplace} />
  ));
  return [overview, lines, income, divergences];
}
