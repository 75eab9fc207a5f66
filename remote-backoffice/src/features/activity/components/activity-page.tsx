import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { Button, DataList, PageHeader, notify } from '@pagora/shared/ui';
import { useActivity } from '../api/get-activity';
import { downloadActivity } from '../api/download-activity';
import { useActivityFilters } from '../hooks/use-activity-filters';
import { ActivityFilters } from './activity-filters';
import { ACTIVITY_COLUMNS, ActivityCard } from './activity-table';
import styles from './activity.module.css';

export const EXPORT_FAILED = 'Não foi possível exportar a atividade. Tente novamente.';

/**
 * 'Atividade' (issue 39): what each person did for the business (logins, refunds, payouts, keys and
 * webhooks, team and settings changes), who, when and from where. Read-only; filterable; exported
 * as CSV with the same filters.
 */
export function ActivityPage() {
  const { filters, change, page, setPage, query } = useActivityFilters();
  const list = useActivity({ ...query, page });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadActivity(query, `atividade-${filters.from}-a-${filters.to}.csv`);
    } catch (error) {
      notify.error(messageOf(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Atividade"
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            Exportar CSV
          </Button>
        }
      />
      <ActivityFilters filters={filters} actors={list.data?.actors ?? []} onChange={change} />
      <DataList
        items={list.data?.data ?? []}
        loading={list.isPending}
        loadingText="Carregando atividade"
        error={list.isError ? messageOf(list.error, 'Erro ao carregar a atividade.') : null}
        onRetry={() => void list.refetch()}
        columns={ACTIVITY_COLUMNS}
        getKey={(e) => e.id}
        caption="Atividade"
        renderCard={(e) => <ActivityCard e={e} />}
        empty={{ title: 'Nenhuma atividade no período' }}
        pagination={{ page, pageCount, onPage: setPage }}
      />
    </div>
  );
}
