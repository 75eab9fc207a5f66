import { useId } from 'react';
import { hundredthsToDecimalText, parseHundredths } from '@pagora/shared';
import { Button, Input } from '@pagora/shared/ui';
import { RecipientSelect } from './recipient-select';
import type { LinkForm } from '../hooks/use-link-form';
import { useSplitRecipients } from '../../../lib/split-recipients';
import styles from './create-payment-link.module.css';

/** Sum of the percentages typed so far; unreadable entries count as zero. */
function totalHundredths(percentages: readonly string[]): number {
  return percentages.reduce((sum, p) => sum + (p.trim() ? (parseHundredths(p) ?? 0) : 0), 0);
}

export interface SplitSectionProps {
  form: LinkForm;
  open: boolean;
  onToggle: () => void;
}

/** 'Split de Pagamentos': optional, collapsed by default; the total is shown, not enforced to 100. */
export function SplitSection({ form, open: expanded, onToggle }: SplitSectionProps) {
  const bodyId = useId();
  const recipients = useSplitRecipients(expanded);
  const rows = form.values.splitPayments;
  const total = totalHundredths(rows.map((r) => r.percentage));

  return (
    <section className={styles.split}>
      <button
        type="button"
        className={styles.splitToggle}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span>
          Split de Pagamentos <span className={styles.optional}>(opcional)</span>
        </span>
        <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
      </button>
      {expanded ? (
        <div id={bodyId} className={styles.splitBody}>
          <p className={styles.hint}>Divida o valor recebido com outros vendedores do seu marketplace.</p>
          {rows.map((row, index) => (
            <div key={row.key} className={styles.splitRow}>
              <RecipientSelect
                label={`Recebedor ${index + 1}`}
                value={row.recipient}
                recipients={recipients}
                onChange={(sellerId) => form.setSplit(row.key, 'recipient', sellerId)}
                error={form.splitErrorOf(index, 'recipient')}
              />
              <Input
                label={`Porcentagem ${index + 1} (%)`}
                type="number"
                step="0.01"
                min="0.01"
                max="100"
                inputMode="decimal"
                value={row.percentage}
                onChange={(e) => form.setSplit(row.key, 'percentage', e.target.value)}
                error={form.splitErrorOf(index, 'percentage')}
              />
              <Button
                variant="ghost"
                aria-label={`Remover recebedor ${index + 1}`}
                onClick={() => form.removeSplit(row.key)}
              >
                Remover
              </Button>
            </div>
          ))}
          <div className={styles.splitFooter}>
            <Button variant="secondary" onClick={form.addSplit}>
              Adicionar recebedor
            </Button>
            <strong aria-live="polite">Total: {hundredthsToDecimalText(total)}%</strong>
          </div>
          {form.splitTotalError ? (
            <span className={styles.error} role="alert">
              {form.splitTotalError}
            </span>
          ) : null}
        </div>
      ) : form.firstSplitError ? (
        <p className={`${styles.error} ${styles.collapsedError}`} role="alert">
          {form.firstSplitError}
        </p>
      ) : null}
    </section>
  );
}
