import { Input } from '@pagora/shared/ui';
import type { CheckoutSectionProps } from './types';
import styles from './checkout-settings.module.css';

/** 'Por quantidade': the quantity's range and default; 'Valor livre': the amount's range in reais. */
export function PricingLimits({ values, onChange, errorOf }: CheckoutSectionProps) {
  if (values.pricing === 'quantidade')
    return (
      <div className={styles.row}>
        <Input
          label="Quantidade mínima"
          name="quantity.min"
          inputMode="numeric"
          value={values.quantityMin}
          onChange={(e) => onChange({ quantityMin: e.target.value }, 'quantity.min')}
          error={errorOf('quantity.min')}
        />
        <Input
          label="Quantidade máxima"
          name="quantity.max"
          inputMode="numeric"
          value={values.quantityMax}
          onChange={(e) => onChange({ quantityMax: e.target.value }, 'quantity.max')}
          error={errorOf('quantity.max')}
        />
        <Input
          label="Quantidade padrão"
          name="quantity.default"
          inputMode="numeric"
          value={values.quantityDefault}
          onChange={(e) => onChange({ quantityDefault: e.target.value }, 'quantity.default')}
          error={errorOf('quantity.default')}
        />
      </div>
    );
  if (values.pricing === 'livre')
    return (
      <div className={styles.row}>
        <Input
          label="Valor mínimo (R$)"
          name="customAmount.min"
          inputMode="decimal"
          placeholder="0,00"
          value={values.amountMin}
          onChange={(e) => onChange({ amountMin: e.target.value }, 'customAmount.min')}
          error={errorOf('customAmount.min')}
        />
        <Input
          label="Valor máximo (R$)"
          name="customAmount.max"
          inputMode="decimal"
          placeholder="0,00"
          value={values.amountMax}
          onChange={(e) => onChange({ amountMax: e.target.value }, 'customAmount.max')}
          error={errorOf('customAmount.max')}
        />
      </div>
    );
  return null;
}
