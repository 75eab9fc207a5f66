import { useId } from 'react';
import { Input } from '@pagora/shared/ui';
import type { BoletoCheck, BoletoField, BoletoFormValues } from '../lib/boleto-settings';
import styles from './form-fields.module.css';

export interface BoletoFieldsProps {
  values: BoletoFormValues;
  onChange: (field: BoletoField, value: string) => void;
  /** The messages to show now (the form decides when a field's message is due). */
  errors: BoletoCheck['errors'];
}

const FLOOR_HINT = 'Valor mínimo do boleto: R$ 3,00 (R$ 30,00 com multa ou juros).';

/** 'Boleto Bancário' settings: days to the due date (1 to 30), and the optional fee and interest. */
export function BoletoFields({ values, onChange, errors }: BoletoFieldsProps) {
  const floorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={floorId}>
      <legend className={styles.legend}>Boleto Bancário</legend>
      <div className={styles.boletoRow}>
        <Input
          label="Vencimento (dias)"
          name="boleto.dueDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          value={values.dueDays}
          onChange={(e) => onChange('dueDays', e.target.value)}
          error={errors.dueDays}
        />
        <Input
          label="Multa (%)"
          name="boleto.multa"
          inputMode="decimal"
          placeholder="Opcional"
          value={values.multa}
          onChange={(e) => onChange('multa', e.target.value)}
          error={errors.multa}
        />
        <Input
          label="Juros ao mês (%)"
          name="boleto.juros"
          inputMode="decimal"
          placeholder="Opcional"
          value={values.juros}
          onChange={(e) => onChange('juros', e.target.value)}
          error={errors.juros}
        />
      </div>
      <span id={floorId} className={styles.hint}>
        {FLOOR_HINT}
      </span>
      {errors.minimum ? (
        <span className={styles.error} role="alert">
          {errors.minimum}
        </span>
      ) : null}
    </fieldset>
  );
}
