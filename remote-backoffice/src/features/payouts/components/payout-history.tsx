import { formatBRL, formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { Payout, PayoutStatus } from '@pagora/shared/contracts';
import { DataCard, DataList, StatusBadge, type DataColumn, type Tone } from '@pagora/shared/ui';
import { usePayouts } from '../api/list-payouts';
import { accountLabel } from './account-label';
import { SectionPanel } from './section-panel';
import styles from './payouts.module.css';

const STATUS: Record<PayoutStatus, { label: string; tone: Tone }> = {
  pendente: { label: 'Pendente', tone: 'warning' },
  pago: { label: 'Pago', tone: 'success' },
  falhou: { label: 'Falhou', tone: 'danger' },
};

function PayoutStatusCell({ p }: { p: Payout }) {
  const s = STATUS[p.status];
  return (
    <>
      <StatusBadge tone={s.tone} label={s.label} />
      {p.status === 'falhou' && p.failureReason ? (
        <span className={styles.muted}>{p.failureReason}</span>
      ) : null}
    </>
  );
}

const columns: DataColumn<Payout>[] = [
  { key: 'data', header: 'Data', render: (p) => formatDateTime(p.createdAt) },
  { key: 'valor', header: 'Valor', render: (p) => formatBRL(p.amountCents) },
  { key: 'conta', header: 'Conta', render: (p) => accountLabel(p.bankAccount) },
  { key: 'status', header: 'Status', render: (p) => <PayoutStatusCell p={p} /> },
];

/** 'Histórico de saques': every payout with its account and status ('Falhou' says why). */
export function PayoutHistory({ sellerId }: { sellerId: string | null }) {
  const list = usePayouts(sellerId);
  const reload = () => void list.refetch();
  return (
    <SectionPanel
      id="saques-titulo"
      title="Histórico de saques"
      refresh={{ label: 'Recarregar saques', busy: list.isFetching, onClick: reload }}
    >
      <DataList
        items={list.data?.data ?? []}
        loading={list.isPending}
        loadingText="Carregando saques"
        error={list.isError ? messageOf(list.error, 'Erro ao carregar os saques.') : null}
        onRetry={reload}
        columns={columns}
        getKey={(p) => p.id}
        caption="Histórico de saques"
        renderCard={(p) => (
          <DataCard
            title={formatBRL(p.amountCents)}
            subtitle={formatDateTime(p.createdAt)}
            badge={<PayoutStatusCell p={p} />}
            fields={[{ label: 'Conta', value: accountLabel(p.bankAccount) }]}
          />
        )}
        empty={{ title: 'Nenhum saque ainda' }}
      />
    </SectionPanel>
  );
}
