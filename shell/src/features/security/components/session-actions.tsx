import { useState } from 'react';
import { Button } from '@pagora/shared/ui/core';
import styles from './security.module.css';

type Props = {
  /** What the button says ('Encerrar'), and the question asked before doing it. */
  label: string;
  question: string;
  /** Accessible name of the first button, when several rows show the same label. */
  ariaLabel?: string;
  busy: boolean;
  onConfirm: () => void;
};

/** A destructive action asked twice: the button, then 'Confirmar' or 'Cancelar' in its place. */
export function ConfirmedAction({ label, question, ariaLabel, busy, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <span className={styles.confirm} role="group" aria-label={question}>
      <span>{question}</span>
      <Button variant="danger" disabled={busy} onClick={onConfirm}>
        Confirmar
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
        Cancelar
      </Button>
    </span>
  );
}
