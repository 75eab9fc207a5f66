import { LINK_USAGE_LABELS, LINK_USAGES, type LinkUsage } from '@pagora/shared';
import { Input } from '@pagora/shared/ui';
import type { LinkForm } from '../hooks/use-link-form';
import styles from './create-payment-link.module.css';

const HINTS: Record<LinkUsage, string> = {
  unico: 'O link fecha depois do primeiro pagamento e mostra o comprovante.',
  multiplo: 'Um link de produto: cada pessoa que abrir pode pagar.',
};

/**
 * One payment or many (issue 20). Until the seller chooses, it follows the customer e-mail: a link
 * addressed to someone ('Para:') is for that one payment.
 */
export function UsageFields({ form }: { form: LinkForm }) {
  const { values } = form;
  const usage = form.effectiveUsage;
  return (
    <fieldset className={styles.usage}>
      <legend className={styles.usageLegend}>Quantas vezes este link pode ser pago?</legend>
      {LINK_USAGES.map((option) => (
        <label key={option} className={styles.usageOption}>
          <input
            type="radio"
            name="usage"
            value={option}
            checked={usage === option}
            onChange={() => form.setField('usage', option)}
          />
          <span>
            <strong>{LINK_USAGE_LABELS[option]}</strong>
            <span className={styles.usageHint}>{HINTS[option]}</span>
          </span>
        </label>
      ))}
      <div className={styles.row}>
        {usage === 'multiplo' ? (
          <Input
            label="Limite de pagamentos (opcional)"
            name="maxPayments"
            inputMode="numeric"
            placeholder="Sem limite"
            value={values.maxPayments}
            onChange={(e) => form.setField('maxPayments', e.target.value)}
            error={form.errorOf('maxPayments')}
          />
        ) : null}
        <Input
          label="Válido até (opcional)"
          name="expiresAt"
          type="date"
          value={values.expiresAt}
          onChange={(e) => form.setField('expiresAt', e.target.value)}
          error={form.errorOf('expiresAt')}
          hint="O link fecha no fim deste dia (horário de Brasília)."
        />
      </div>
    </fieldset>
  );
}
