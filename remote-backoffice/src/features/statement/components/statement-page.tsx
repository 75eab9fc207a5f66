import { useState } from 'react';
import { Button, EmptyState, PageHeader, Tabs } from '@pagora/shared/ui';
import { useStatementPeriod } from '../hooks/use-statement-period';
import { useStatementScope } from '../hooks/use-statement-scope';
import { PeriodFilter } from './period-filter';
import { SellerPicker } from '../../../components/seller-picker';
import { statementTabs, type StatementTab } from './statement-tabs';
import styles from './statement.module.css';

/**
 * 'Extrato' (issue 38): every movement of a seller's money with its running balance, by period and
 * kind; its exports; the days that do not add up with the provider. A marketplace picks a seller
 * and sees its own fee income; the admin starts from the marketplaces and drills into one.
 */
export function StatementPage() {
  const scope = useStatementScope();
  const periodState = useStatementPeriod();
  const [picked, setPicked] = useState<string | null>(null);
  const [marketplace, setMarketplace] = useState<{ id: string; name: string } | null>(null);
  const [active, setActive] = useState<StatementTab | null>(null);
  if (!scope)
    return (
      <>
        <PageHeader title="Extrato" />
        <EmptyState title="O extrato é dos vendedores, marketplaces e administradores." />
      </>
    );

  const shown = active ?? (scope.role === 'admin' ? 'marketplaces' : 'extrato');
  const openMarketplace = (m: { id: string; name: string }) => {
    setMarketplace(m);
    setPicked(null);
    setActive('extrato');
  };
  const tabs = statementTabs({
    scope,
    active: shown,
    period: periodState.period,
    sellerId: scope.picksSeller ? picked : null,
    marketplace,
    onOpenMarketplace: openMarketplace,
  });
  return (
    <div className={styles.page}>
      {/* The period sits in the header: one row less above the lines, ten or more fit at 1366x800. */}
      <PageHeader
        title="Extrato"
        actions={
          <div className={styles.toolbar}>
            <PeriodFilter state={periodState} />
          </div>
        }
      />
      {scope.picksSeller ? (
        <>
          {marketplace ? (
            <div className={styles.toolbar}>
              <span>{`Marketplace: ${marketplace.name}`}</span>
              <Button variant="ghost" onClick={() => setMarketplace(null)}>
                Todos os marketplaces
              </Button>
            </div>
          ) : null}
          <SellerPicker value={picked} onChange={setPicked} marketplaceId={marketplace?.id ?? null} />
        </>
      ) : null}
      <Tabs tabs={tabs} active={shown} onChange={(id) => setActive(id as StatementTab)} label="Extrato" />
    </div>
  );
}
