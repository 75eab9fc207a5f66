import { AFTER_PAYMENT_KINDS, AFTER_PAYMENT_LABELS } from '@pagora/shared';
import { FieldFrame, Input } from '@pagora/shared/ui';
import type { CheckoutSectionProps } from './types';
import styles from './checkout-settings.module.css';

const MESSAGE_MAX = 500;

/** 'Após o pagamento': the receipt (default), a message of the seller's, or the seller's own page. */
export function AfterPaymentFields({ values, onChange, errorOf }: CheckoutSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Após o pagamento</legend>
      <div className={styles.options}>
        {AFTER_PAYMENT_KINDS.map((kind) => (
          <label key={kind} className={styles.option}>
            <input
              type="radio"
              name="afterPayment"
              value={kind}
              checked={values.afterKind === kind}
              onChange={() => onChange({ afterKind: kind }, 'afterKind')}
            />
            <span>{AFTER_PAYMENT_LABELS[kind]}</span>
          </label>
        ))}
      </div>
      {values.afterKind === 'mensagem' ? (
        <FieldFrame
          label="Mensagem após o pagamento"
          hint={`${values.afterMessage.length}/${MESSAGE_MAX}`}
          error={errorOf('afterPayment.message')}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              className={styles.textarea}
              maxLength={MESSAGE_MAX}
              value={values.afterMessage}
              onChange={(e) => onChange({ afterMessage: e.target.value }, 'afterPayment.message')}
            />
          )}
        </FieldFrame>
      ) : null}
      {values.afterKind === 'redirecionar' ? (
        <Input
          label="Endereço da página (https://)"
          name="afterPayment.url"
          type="url"
          inputMode="url"
          placeholder="https://sualoja.com.br/obrigado"
          value={values.afterUrl}
          onChange={(e) => onChange({ afterUrl: e.target.value }, 'afterPayment.url')}
          error={errorOf('afterPayment.url')}
          hint="Depois de um pagamento aprovado, o pagador vai para esta página com o identificador da transação no parâmetro transaction_id."
        />
      ) : null}
    </fieldset>
  );
}
