import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import type { CouponView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, EmptyState, PageHeader, notify } from '@pagora/shared/ui';
import { SellerPicker } from '../../../components/seller-picker';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/list-coupons';
import { useSetCouponActive } from '../api/set-coupon-active';
import { CouponFormModal } from './coupon-form-modal';
import { CouponTable, type CouponActions } from './coupon-table';
import styles from './coupons.module.css';

export const COUPON_REMOVED = 'Cupom excluído';

function CouponsOf({ sellerId, canWrite }: { sellerId: string | null; canWrite: boolean }) {
  const list = useCoupons(sellerId);
  const toggle = useSetCouponActive();
  const remove = useDeleteCoupon();
  const [editing, setEditing] = useState<CouponView | 'new' | null>(null);
  const [removing, setRemoving] = useState<CouponView | null>(null);
  const onToggle = (c: CouponView) =>
    toggle.mutate(
      { id: c.id, active: !c.active },
      {
        onSuccess: () => notify.success(c.active ? 'Cupom desativado' : 'Cupom reativado'),
        onError: (err) => notify.error(messageOf(err, 'Erro ao alterar o cupom.')),
      },
    );
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify.success(COUPON_REMOVED);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao excluir o cupom.')),
    });
  const actions: CouponActions = {
    write: canWrite ? { onEdit: setEditing, onToggle, onRemove: setRemoving } : null,
  };
  return (
    <>
      {canWrite ? (
        <div className={styles.actions}>
          <Button onClick={() => setEditing('new')}>Novo cupom</Button>
        </div>
      ) : null}
      <CouponTable
        items={list.data?.data ?? []}
        state={{
          loading: list.isPending,
          error: list.isError ? messageOf(list.error, 'Erro ao carregar os cupons.') : null,
          onRetry: () => void list.refetch(),
        }}
        actions={actions}
      />
      {editing ? (
        <CouponFormModal
          coupon={editing === 'new' ? null : editing}
          sellerId={sellerId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        open={removing !== null}
        title="Excluir cupom"
        message={`O cupom ${removing?.code ?? ''} deixará de valer. As vendas feitas com ele continuam no histórico. Continuar?`}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * 'Cupons' (issue 40): a seller's discount codes and what each sold. A marketplace owner picks one
 * of its sellers first and manages its coupons; the admin picks any seller and reads.
 */
export function CouponsPage() {
  const role = useSession((s) => roleOf(s.user));
  const canSell = useCan('sell');
  const [picked, setPicked] = useState<string | null>(null);
  const picksSeller = role !== 'seller';
  const sellerId = picksSeller ? picked : null;
  const canWrite = canSell && (role === 'seller' || role === 'marketplace');
  return (
    <div className={styles.page}>
      <PageHeader title="Cupons" subtitle="Códigos de desconto para os seus links de pagamento." />
      {picksSeller ? <SellerPicker value={picked} onChange={setPicked} /> : null}
      {!picksSeller || picked ? (
        <CouponsOf key={sellerId ?? ''} sellerId={sellerId} canWrite={canWrite} />
      ) : (
        <EmptyState title="Selecione um vendedor" description="Escolha o vendedor para ver os cupons dele." />
      )}
    </div>
  );
}
