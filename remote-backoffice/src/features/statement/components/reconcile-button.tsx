import { messageOf } from '@pagora/shared/client';
import type { ReconcileAnswer } from '@pagora/shared/contracts';
import { Button, notify } from '@pagora/shared/ui';
import { useReconcile } from '../api/reconcile';
import type { StatementPeriod } from '../hooks/statement-period';
import styles from './statement.module.css';

export const RECONCILE_FAILED = 'Não foi possível conferir o extrato. Tente novamente.';
export const PICK_SELLER_TO_CHECK = 'Selecione um vendedor para conferir.';

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** The run's outcome in one sentence: how many days were checked, found different, now agree. */
export function reconcileMessage(answer: ReconcileAnswer): string {
  const resolved = answer.resolvedCount > 0 ? ` ${days(answer.resolvedCount)} voltou a conferir.` : '';
  if (answer.open.length === 0)
    return `Extrato conferido: ${days(answer.daysChecked)} sem divergência.${resolved}`;
  return `Extrato conferido: ${days(answer.open.length)} com divergência em ${days(answer.daysChecked)}.${resolved}`;
}

/** 'Conferir agora': checks the shown period of one seller against the provider's books. */
export function ReconcileButton({ period, sellerId }: { period: StatementPeriod; sellerId: string | null }) {
  const reconcile = useReconcile();
  const run = () => {
    if (!sellerId) return;
    reconcile.mutate(
      { sellerId, ...period },
      {
        onSuccess: (answer) =>
          answer.open.length === 0
            ? notify.success(reconcileMessage(answer))
            : notify.error(reconcileMessage(answer)),
        onError: (error) => notify.error(messageOf(error, RECONCILE_FAILED)),
      },
    );
  };
  return (
    <div className={styles.toolbar}>
      <Button onClick={run} disabled={!sellerId} loading={reconcile.isPending} loadingText="Conferindo...">
        Conferir agora
      </Button>
      {sellerId ? null : <span className={styles.muted}>{PICK_SELLER_TO_CHECK}</span>}
    </div>
  );
}
