import { useId } from 'react';
import { Alert, Button } from '@pagora/shared/ui';
import { useSplitRecipients } from '../../../lib/split-recipients';
import type { PaymentLink } from '../api/get-payment-links';
import styles from './payment-links.module.css';

export type SplitRow = PaymentLink['splitPayments'][number];
export const REMOVED_RECIPIENT = 'Vendedor removido: escolha outro';
/** A recipient the picker's list does not hold (yet): named by a word, never by its id (issue 41). */
export const CURRENT_RECIPIENT = 'Vendedor atual do split';

export interface SplitFixProps {
  warning: string | undefined;
  rows: readonly SplitRow[];
  onChange: (rows: SplitRow[]) => void;
}

/**
 * The edit modal's split: each share's recipient can be swapped for another seller of the
 * marketplace or the share dropped, so a link that splits to a removed seller can be fixed where
 * the warning is shown. Percentages stay as created.
 */
export function SplitFix({ warning, rows, onChange }: SplitFixProps) {
  const baseId = useId();
  const recipients = useSplitRecipients(true);
  const replace = (index: number, recipient: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, recipient, recipientRemoved: false } : r)));
  return (
    <fieldset className={styles.splitFix}>
      <legend>Split de Pagamentos</legend>
      {warning ? <Alert tone="error">{warning}</Alert> : null}
      {rows.length === 0 ? <p className={styles.muted}>Sem split: o vendedor recebe o valor todo.</p> : null}
      {rows.map((row, index) => {
        const id = `${baseId}-${index}`;
        const known = recipients.some((r) => r.id === row.recipient);
        return (
          <div key={`${row.recipient}-${index}`} className={styles.splitFixRow}>
            <label
              htmlFor={id}
            >{`Recebedor ${index + 1} (${String(row.percentage).replace('.', ',')}%)`}</label>
            <select id={id} value={row.recipient} onChange={(e) => replace(index, e.target.value)}>
              {known ? null : (
                <option value={row.recipient} disabled={row.recipientRemoved}>
                  {row.recipientRemoved ? REMOVED_RECIPIENT : CURRENT_RECIPIENT}
                </option>
              )}
              {recipients.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.nome}
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              aria-label={`Remover recebedor ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              Remover
            </Button>
          </div>
        );
      })}
    </fieldset>
  );
}
