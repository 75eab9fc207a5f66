import type { FormEvent } from 'react';
import { Button, Input } from '@pagora/shared/ui';
import type { AnticipationDraft, AnticipationMode } from './anticipation-request';
import styles from './payouts.module.css';

export interface AnticipationFormProps {
  draft: AnticipationDraft;
  onChange: (draft: AnticipationDraft) => void;
  onSubmit: () => void;
  error: string | null;
  busy: boolean;
}

const MODES: { mode: AnticipationMode; label: string }[] = [
  { mode: 'valor', label: 'Por valor' },
  { mode: 'periodo', label: 'Por período' },
];

/** 'Simular antecipação': an amount in reais, or a period of expected dates. */
export function AnticipationForm({ draft, onChange, onSubmit, error, busy }: AnticipationFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.policy} onSubmit={submit} aria-label="Simular antecipação">
      <fieldset>
        <legend>Antecipar</legend>
        {MODES.map((m) => (
          <label key={m.mode}>
            <input
              type="radio"
              name="anticipation-mode"
              checked={draft.mode === m.mode}
              onChange={() => onChange({ ...draft, mode: m.mode })}
            />{' '}
            {m.label}
          </label>
        ))}
      </fieldset>
      {draft.mode === 'valor' ? (
        <Input
          label="Valor a antecipar (R$)"
          inputMode="decimal"
          value={draft.valor}
          onChange={(e) => onChange({ ...draft, valor: e.target.value })}
          error={error ?? undefined}
        />
      ) : (
        <>
          <Input
            label="De"
            type="date"
            value={draft.de}
            onChange={(e) => onChange({ ...draft, de: e.target.value })}
          />
          <Input
            label="Até"
            type="date"
            value={draft.ate}
            onChange={(e) => onChange({ ...draft, ate: e.target.value })}
            error={error ?? undefined}
          />
        </>
      )}
      <Button type="submit" variant="secondary" loading={busy} loadingText="Simulando...">
        Simular antecipação
      </Button>
    </form>
  );
}
