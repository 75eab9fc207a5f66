import { useState, type FormEvent } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { ReceivingPolicyName } from '@pagora/shared/contracts';
import { Button, notify } from '@pagora/shared/ui';
import { useSetReceivingPolicy } from '../api/set-receiving-policy';
import styles from './payouts.module.css';

const OPTIONS: { value: ReceivingPolicyName; label: string }[] = [
  { value: 'automatic_daily', label: 'Automático (diário)' },
  { value: 'manual', label: 'Manual' },
];
export const POLICY_SAVED = 'Política de recebimento atualizada';

/**
 * 'Política de recebimento': automatic sends what is available once a day; manual waits for
 * 'Sacar'. Read-only for the admin.
 */
export function ReceivingPolicyForm({
  sellerId,
  current,
  canSet,
}: {
  sellerId: string | null;
  current: ReceivingPolicyName;
  canSet: boolean;
}) {
  const [chosen, setChosen] = useState<ReceivingPolicyName | null>(null);
  const save = useSetReceivingPolicy(sellerId);
  const value = chosen ?? current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: () => {
        setChosen(null);
        notify.success(POLICY_SAVED);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao salvar a política de recebimento.')),
    });
  };
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.policy} disabled={!canSet}>
        <legend className={styles.muted}>Como o saldo disponível chega à sua conta</legend>
        {OPTIONS.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name="policy"
              value={o.value}
              checked={value === o.value}
              onChange={() => setChosen(o.value)}
            />
            {o.label}
          </label>
        ))}
        {canSet ? (
          <Button
            type="submit"
            loading={save.isPending}
            loadingText="Salvando..."
            disabled={value === current}
          >
            Salvar política
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}
