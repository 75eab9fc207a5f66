import { LINK_PRICING_LABELS, LINK_PRICINGS, type LinkPricing } from '@pagora/shared';
import type { CheckoutSectionProps } from './types';
import styles from './checkout-settings.module.css';

/** Under each choice: who chooses what. */
const HINTS: Record<LinkPricing, string> = {
  fixo: 'O pagador paga o valor do link.',
  quantidade: 'O pagador escolhe quantas unidades compra.',
  livre: 'O pagador escolhe o valor, dentro dos limites.',
};

/** 'Preço': how the link's amount is read (issue 40). */
export function PricingChoice({ values, onChange }: Omit<CheckoutSectionProps, 'errorOf'>) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Preço</legend>
      <div className={styles.options}>
        {LINK_PRICINGS.map((pricing) => (
          <label key={pricing} className={styles.option}>
            <input
              type="radio"
              name="pricing"
              value={pricing}
              checked={values.pricing === pricing}
              onChange={() => onChange({ pricing }, 'pricing')}
            />
            <span>
              <strong>{LINK_PRICING_LABELS[pricing]}</strong>
              <span className={styles.hint}> {HINTS[pricing]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The amount input's label for each pricing: the unit price, or the suggestion. */
export const AMOUNT_LABELS: Record<LinkPricing, string> = {
  fixo: 'Valor do pagamento (R$)',
  quantidade: 'Valor por unidade (R$)',
  livre: 'Valor sugerido (R$)',
};

/** What the 'Você recebe' preview is computed on. */
export const PREVIEW_BASIS: Record<LinkPricing, string | null> = {
  fixo: null,
  quantidade: 'Valores por unidade: o total multiplica pela quantidade escolhida.',
  livre: 'Valores no valor sugerido: o pagador pode pagar outro dentro dos limites.',
};
