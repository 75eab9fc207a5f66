import { formatBRL, formatDate } from '@pagora/shared';
import { messageOf, useSession } from '@pagora/shared/client';
import type { SellerRecord } from '@pagora/shared/contracts';
import { DataCard, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import { useSellerBalance } from '../api/get-seller-balance';
import styles from '../../../components/list-screen.module.css';

/**
 * The removed sellers ('Removido'), with what the provider still holds for each (issue 35 item 6):
 * a seller removed with money to receive is settled by its marketplace or the admin, so its
 * balance stays in view. No edit or removal: the record is closed.
 */

function Removed({ seller }: { seller: SellerRecord }) {
  const when = seller.removedAt ? ` em ${formatDate(seller.removedAt)}` : '';
  return (
    <span aria-label={`Situação: Removido${when}`}>
      <StatusBadge tone="neutral" label="Removido" />
      {when ? <span className={styles.muted}>{`Removido${when}`}</span> : null}
    </span>
  );
}

/** 'Disponível', 'A receber' and, when any, 'Bloqueado', from GET /api/balance. */
export function RemovedSellerBalance({ sellerId }: { sellerId: string }) {
  const user = useSession((s) => s.user);
  const balance = useSellerBalance(user ? String(user.id) : null, sellerId);
  if (balance.isPending) return <span className={styles.muted}>Carregando saldo...</span>;
  if (balance.isError)
    return <span role="alert">{messageOf(balance.error, 'Não foi possível carregar o saldo.')}</span>;
  const { availableCents, futureCents, blockedCents } = balance.data;
  return (
    <>
      <span>{`Disponível: ${formatBRL(availableCents)}`}</span>
      <span className={styles.muted}>{`A receber: ${formatBRL(futureCents)}`}</span>
      {blockedCents > 0 ? (
        <span className={styles.muted}>{`Bloqueado: ${formatBRL(blockedCents)}`}</span>
      ) : null}
    </>
  );
}

export function removedColumns(isAdmin: boolean): DataColumn<SellerRecord>[] {
  return [
    {
      key: 'vendedor',
      header: 'Vendedor',
      render: (s) => (
        <>
          <strong>{s.cliente.nome}</strong>
          <Removed seller={s} />
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (s) => s.cliente.email },
    ...(isAdmin
      ? [{ key: 'marketplace', header: 'Marketplace', render: (s: SellerRecord) => s.marketplace.nome }]
      : []),
    { key: 'saldo', header: 'Saldo', render: (s) => <RemovedSellerBalance sellerId={s.id} /> },
  ];
}

export function removedSellerCard(seller: SellerRecord) {
  return (
    <DataCard
      title={seller.cliente.nome}
      subtitle="Removido"
      fields={[
        { label: 'Email', value: seller.cliente.email },
        { label: 'Saldo', value: <RemovedSellerBalance sellerId={seller.id} /> },
      ]}
    />
  );
}
