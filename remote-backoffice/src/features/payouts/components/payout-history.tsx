import { formatBRL, formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { Payout, PayoutStatus } from '@pagora/shared/contracts';
import { DataCard, DataList, StatusBadge, type DataColumn, type Tone } from '@pagora/shared/ui';
import { usePayouts } from '../api/list-payouts';
import { accountLabel } from './account-label';
import { SectionPanel } from './section-panel';
import { VerificationActions } from './verification-actions';
import styles from './payouts.module.css';

const STATUS: Record<PayoutStatus, { label: string; tone: Tone }> = {
  pendente: { label: 'Pendente', tone: 'warning' },
  em_verificacao: { label: 'Em verificação', tone: 'info' },
  pago: { label: 'Pago', tone: 'success' },
  falhou: { label: 'Falhou', tone: 'danger' },
};
export const IN_VERIFICATION_NOTE = 'O provedor não confirmou o envio; este saque não será enviado de novo.';

function PayoutStatusCell({ p }: { p: Payout }) {
  const s = STATUS[p.status];
  const note =
    p.status === 'falhou' ? p.failureReason : p.status === 'em_verificacao' ? IN_VERIFICATION_NOTE : null;
  return (
    <>
      <StatusBadge tone={s.tone} label={s.label} />
      {note ? <span className={styles.muted}>{note}</span> : null}
    </>
  );
}

function columnsFor(decides: boolean, sellerId: string | null): DataColumn<Payout>[] {
  const columns: DataColumn<Payout>[] = [
    { key: 'data', header: 'Data', render: (p) => formatDateTime(p.createdAt) },
    { key: 'valor', header: 'Valor', render: (p) => formatBRL(p.amountCents) },
    { key: 'conta', header: 'Conta', render: (p) => accountLabel(p.bankAccount) },
    { key: 'status', header: 'Status', render: (p) => <PayoutStatusCell p={p} /> },
  ];
  if (!decides) return columns;
  const decision = (p: Payout) =>
    p.status === 'em_verificacao' ? <VerificationActions payout={p} sellerId={sellerId} /> : null;
  return [...columns, { key: 'verificacao', header: 'Verificação', render: decision }];
}

/**
 * 'Histórico de saques': every payout with its account and status ('Falhou' says why; 'Em
 * verificação' that it will not be sent again). The admin decides a payout in verification here.
 */
export function PayoutHistory({ sellerId, decides = false }: { sellerId: string | null; decides?: boolean }) {
  const list = usePayouts(sellerId);
  const columns = columnsFor(decides, sellerId);
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
            actions={
              decides && p.status === 'em_verificacao' ? (
                <VerificationActions payout={p} sellerId={sellerId} />
              ) : null
            }
          />
        )}
        empty={{ title: 'Nenhum saque ainda' }}
      />
    </SectionPanel>
  );
}
