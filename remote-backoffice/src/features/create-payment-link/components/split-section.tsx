import { useId } from 'react';
import { hundredthsToDecimalText, parseHundredths } from '@pagora/shared';
import { Button, Input } from '@pagora/shared/ui';
import type { LinkForm } from '../hooks/use-link-form';
import { useSplitRecipients } from '../../../lib/split-recipients';
import styles from './create-payment-link.module.css';

/** Sum of the percentages typed so far; unreadable entries count as zero. */
function totalHundredths(percentages: readonly string[]): number {
  return percentages.reduce((sum, p) => sum + (p.trim() ? (parseHundredths(p) ?? 0) : 0), 0);
}

/** The chosen recipient's name under its field, so an id typed or picked can be checked by eye. */
function recipientName(recipients: readonly { id: string; nome: string }[], id: string): string | undefined {
  return recipients.find((r) => r.id === id.trim())?.nome;
}

export interface SplitSectionProps {
  form: LinkForm;
  open: boolean;
  onToggle: () => void;
}

/** 'Split de Pagamentos': optional, collapsed by default; the total is shown, not enforced to 100. */
export function SplitSection({ form, open: expanded, onToggle }: SplitSectionProps) {
  const bodyId = useId();
  const listId = useId();
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
          <datalist id={listId}>
            {recipients.map((r) => (
              <option key={r.id} value={r.id} label={r.nome} />
            ))}
          </datalist>
          {rows.map((row, index) => (
            <div key={row.key} className={styles.splitRow}>
              <Input
                label={`Recebedor ${index + 1} (ID do vendedor)`}
                value={row.recipient}
                onChange={(e) => form.setSplit(row.key, 'recipient', e.target.value)}
                error={form.splitErrorOf(index, 'recipient')}
                autoComplete="off"
                list={listId}
                hint={recipientName(recipients, row.recipient)}
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
