import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { EmptyState, ErrorState, PageHeader, Spinner } from '@pagora/shared/ui';
import { useFeeTable } from '../api/get-fee-table';
import { FeeHistory } from './fee-history';
import { MarketplacePicker } from './marketplace-picker';
import { NewVersionForm } from './new-version-form';
import { RatesInForce, ScheduledVersions } from './rates-in-force';
import styles from './fee-table.module.css';

interface FeeTableContentProps {
  marketplaceId: string | null;
  /** A seller reads only the rates it pays. */
  readOnly: boolean;
  /** A new version asks the team permission 'settings' (issue 39); reading asks 'statement'. */
  canEdit: boolean;
}

/** One marketplace's table: the rates in force, those ahead, the form and the history. */
function FeeTableContent({ marketplaceId, readOnly, canEdit }: FeeTableContentProps) {
  const table = useFeeTable(marketplaceId);
  if (table.isPending) return <Spinner label="Carregando tabela de taxas..." centered />;
  if (table.isError)
    return (
      <ErrorState
        message={messageOf(table.error, 'Erro ao carregar a tabela de taxas.')}
        onRetry={() => void table.refetch()}
      />
    );
  return (
    <>
      <RatesInForce current={table.data.current} readOnly={readOnly} />
      {readOnly ? null : (
        <>
          <ScheduledVersions versions={table.data.scheduled} />
          {canEdit ? <NewVersionForm marketplaceId={marketplaceId} /> : null}
          <FeeHistory marketplaceId={marketplaceId} />
        </>
      )}
    </>
  );
}

/**
 * 'Tabela de taxas' (issue 38, docs/fees.md): a marketplace keeps the provider's rates it contracted
 * and its own fee, by the day each applies; the admin picks a marketplace; a seller reads what it
 * pays. The server checks each call again; this only hides what would be refused.
 */
export function FeeTablePage() {
  const role = useSession((s) => roleOf(s.user));
  const canEdit = useCan('settings');
  const [picked, setPicked] = useState<string | null>(null);
  const picks = role === 'admin';
  return (
    <div className={styles.page}>
      <PageHeader
        title="Tabela de taxas"
        subtitle="As taxas contratadas com o provedor e a taxa do marketplace, conferidas em cada venda."
      />
      {picks ? <MarketplacePicker value={picked} onChange={setPicked} /> : null}
      {picks && picked === null ? (
        <EmptyState
          title="Selecione um marketplace"
          description="Escolha o marketplace para ver a tabela dele."
        />
      ) : (
        <FeeTableContent
          key={picked ?? ''}
          marketplaceId={picks ? picked : null}
          readOnly={role === 'seller'}
          canEdit={canEdit}
        />
      )}
    </div>
  );
}
