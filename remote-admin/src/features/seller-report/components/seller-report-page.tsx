import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { REPORT_PERIODS, REPORT_PERIOD_BUTTON_LABELS, type ReportPeriod } from '@pagora/shared';
import { messageOf, paths, toApiError, useSession } from '@pagora/shared/client';
import { SELLER_MESSAGES } from '@pagora/shared/contracts';
import { Button, EmptyState, ErrorState, PageHeader, Spinner } from '@pagora/shared/ui';
import { useSellerReport } from '../api/get-seller-report';
import { SellerReportContent } from './seller-report-content';
import styles from './seller-report.module.css';

/** /sellers/:sellerId (marketplace role): one seller's sales for today, 7 days or 30 days. */
export function SellerReportPage() {
  const { sellerId = '' } = useParams();
  const user = useSession((s) => s.user);
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const report = useSellerReport(user ? String(user.id) : null, sellerId, period);
  const notFound = report.isError && toApiError(report.error).status === 404;

  let content;
  if (notFound) content = <EmptyState title={SELLER_MESSAGES.notFound} />;
  else if (report.isPending) content = <Spinner centered label="Carregando relatório..." />;
  else if (report.isError)
    content = (
      <ErrorState
        message={messageOf(report.error, 'Erro ao carregar o relatório.')}
        onRetry={() => void report.refetch()}
      />
    );
  else content = <SellerReportContent report={report.data} />;

  const seller = report.data?.seller;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Relatório do Vendedor"
        subtitle={seller ? `${seller.nome} · ${seller.email}` : undefined}
        actions={<Link to={paths.sellers.getHref()}>Voltar para Meus Vendedores</Link>}
      />
      {notFound ? null : (
        <div role="group" aria-label="Período do relatório" className={styles.periods}>
          {REPORT_PERIODS.map((p) => (
            <Button
              key={p}
              variant={p === period ? 'primary' : 'secondary'}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {REPORT_PERIOD_BUTTON_LABELS[p]}
            </Button>
          ))}
        </div>
      )}
      {content}
    </div>
  );
}
