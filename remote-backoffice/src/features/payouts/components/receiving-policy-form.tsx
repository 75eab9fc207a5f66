import { useState, type FormEvent } from 'react';
import { formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { MONTHLY_DAY_MAX, receivingPolicyLabel, type ReceivingPolicy } from '@pagora/shared/contracts';
import { Button, Input, notify } from '@pagora/shared/ui';
import { useSetReceivingPolicy } from '../api/set-receiving-policy';
import { bodyOf, draftOf, KIND_OPTIONS, WEEKDAY_OPTIONS, type PolicyDraft } from './receiving-policy-draft';
import styles from './payouts.module.css';

export const POLICY_SAVED = 'Política de recebimento atualizada';
const MONTH_DAYS = Array.from({ length: MONTHLY_DAY_MAX }, (_, i) => String(i + 1));

/** 'Automático semanal (toda segunda-feira), a partir de R$ 50,00': what the provider holds. */
export function currentPolicyText(p: ReceivingPolicy): string {
  const label = receivingPolicyLabel(p);
  return p.kind !== 'manual' && p.minimumCents > 0
    ? `${label}, a partir de ${formatBRL(p.minimumCents)}`
    : label;
}

/**
 * 'Política de recebimento' as it really is (issue 36): manual waits for 'Sacar'; automatic sends
 * what is available every day, every week on a weekday or every month on a day, from a minimum.
 * Read-only for the admin.
 */
export function ReceivingPolicyForm({
  sellerId,
  current,
  canSet,
}: {
  sellerId: string | null;
  current: ReceivingPolicy;
  canSet: boolean;
}) {
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(current));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSetReceivingPolicy(sellerId);
  const change = (patch: Partial<PolicyDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched(true);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bodyOf(draft);
    if (!checked.ok) return setError(checked.message);
    save.mutate(checked.body, {
      onSuccess: () => {
        setTouched(false);
        notify.success(POLICY_SAVED);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao salvar a política de recebimento.')),
    });
  };
  const automatic = draft.kind !== 'manual';
  return (
    <form onSubmit={submit} noValidate>
      <p>
        Política atual: <strong>{currentPolicyText(current)}</strong>
      </p>
      <fieldset className={styles.policy} disabled={!canSet}>
        <legend className={styles.muted}>Como o saldo disponível chega à sua conta</legend>
        {KIND_OPTIONS.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name="policy"
              value={o.value}
              checked={draft.kind === o.value}
              onChange={() => change({ kind: o.value })}
            />
            {o.label}
          </label>
        ))}
        {draft.kind === 'automatic_weekly' || draft.kind === 'automatic_monthly' ? (
          <label>
            {draft.kind === 'automatic_weekly' ? 'Dia da semana' : 'Dia do mês'}
            <select value={draft.day} onChange={(e) => change({ day: e.target.value })}>
              {(draft.kind === 'automatic_weekly'
                ? WEEKDAY_OPTIONS
                : MONTH_DAYS.map((d) => ({ value: d, label: `Dia ${d}` }))
              ).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {automatic ? (
          <Input
            label="Valor mínimo para transferir (R$)"
            inputMode="decimal"
            value={draft.minimum}
            placeholder="0,00"
            onChange={(e) => change({ minimum: e.target.value })}
            error={error ?? undefined}
          />
        ) : null}
        {canSet ? (
          <Button type="submit" loading={save.isPending} loadingText="Salvando..." disabled={!touched}>
            Salvar política
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}
