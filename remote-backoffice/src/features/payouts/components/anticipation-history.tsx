import { formatBRL, formatDate, formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import {
  ANTICIPATION_STATUS_LABELS,
  type Anticipation,
  type AnticipationStatus,
} from '@pagora/shared/contracts';
import { DataCard, DataList, StatusBadge, type DataColumn, type Tone } from '@pagora/shared/ui';
import { useAnticipations } from '../api/list-anticipations';
import styles from './payouts.module.css';

const TONE: Record<AnticipationStatus, Tone> = {
  solicitada: 'warning',
  em_verificacao: 'info',
  aprovada: 'info',
  paga: 'success',
  recusada: 'danger',
};
export const ANTICIPATION_IN_VERIFICATION =
  'O provedor não confirmou o pedido; ele não será feito de novo e está sendo verificado.';

function StatusCell({ a }: { a: Anticipation }) {
  const note =
    a.status === 'recusada'
      ? a.refusalReason
      : a.status === 'em_verificacao'
        ? ANTICIPATION_IN_VERIFICATION
        : null;
  return (
    <>
      <StatusBadge tone={TONE[a.status]} label={ANTICIPATION_STATUS_LABELS[a.status]} />
      {note ? <span className={styles.muted}>{note}</span> : null}
    </>
  );
}

const COLUMNS: DataColumn<Anticipation>[] = [
  { key: 'data', header: 'Data', render: (a) => formatDateTime(a.createdAt) },
  { key: 'bruto', header: 'Valor antecipado', render: (a) => formatBRL(a.grossCents) },
  { key: 'taxa', header: 'Taxa', render: (a) => formatBRL(a.feeCents) },
  { key: 'liquido', header: 'Você recebe', render: (a) => formatBRL(a.netCents) },
  { key: 'chega', header: 'Chega em', render: (a) => formatDate(a.prepaymentDate) },
  { key: 'status', header: 'Status', render: (a) => <StatusCell a={a} /> },
];

/** 'Histórico de antecipações': each one with its figures and status ('Recusada' says why). */
export function AnticipationHistory({ sellerId }: { sellerId: string | null }) {
  const list = useAnticipations(sellerId);
  return (
    <DataList
      items={list.data?.data ?? []}
      loading={list.isPending}
      loadingText="Carregando antecipações"
      error={list.isError ? messageOf(list.error, 'Erro ao carregar as antecipações.') : null}
      onRetry={() => void list.refetch()}
      columns={COLUMNS}
      getKey={(a) => a.id}
      caption="Histórico de antecipações"
      renderCard={(a) => (
        <DataCard
          title={formatBRL(a.netCents)}
          subtitle={formatDateTime(a.createdAt)}
          badge={<StatusCell a={a} />}
          fields={[
            { label: 'Valor antecipado', value: formatBRL(a.grossCents) },
            { label: 'Taxa', value: formatBRL(a.feeCents) },
            { label: 'Chega em', value: formatDate(a.prepaymentDate) },
          ]}
        />
      )}
      empty={{ title: 'Nenhuma antecipação ainda' }}
    />
  );
}
