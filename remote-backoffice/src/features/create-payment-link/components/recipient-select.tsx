import { FieldFrame } from '@pagora/shared/ui';
import type { SplitRecipient } from '../../../lib/split-recipients';
import styles from './create-payment-link.module.css';

export interface RecipientSelectProps {
  label: string;
  /** The chosen seller's id: what the form sends, never the field's text (issue 41). */
  value: string;
  recipients: readonly SplitRecipient[];
  onChange: (sellerId: string) => void;
  error?: string | undefined;
}

/** A split share's recipient, picked and shown by the seller's name. */
export function RecipientSelect({ label, value, recipients, onChange, error }: RecipientSelectProps) {
  const known = value === '' || recipients.some((r) => r.id === value);
  return (
    <FieldFrame label={label} error={error}>
      {(a11y) => (
        <select
          {...a11y}
          className={styles.recipientSelect}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Selecione o vendedor</option>
          {/* Kept selectable while the list loads, by a word rather than its id. */}
          {known ? null : <option value={value}>Vendedor selecionado</option>}
          {recipients.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nome}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
