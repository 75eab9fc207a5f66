import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatBRL, installmentQuote, rateInputToHundredths } from '@pagora/shared';
import { TextField } from '@pagora/shared/ui';
import type { PlanFormValues } from './plan-form-values';
import styles from './interest-plans.module.css';

/** The sample the rates are previewed with: what a payer of R$ 1.000,00 would pay. */
export const SAMPLE_CENTS = 100_000;

function usePreview() {
  const { control } = useFormContext<PlanFormValues>();
  const parcelas = useWatch({ control, name: 'parcelas' });
  return useMemo(() => {
    const rates = parcelas.flatMap((p, i) => {
      const hundredths = rateInputToHundredths(p.taxa ?? '');
      return hundredths === null ? [] : [{ count: i + 1, rateHundredths: hundredths }];
    });
    const options = installmentQuote({ amountCents: SAMPLE_CENTS, interestFreeCount: 0, rates });
    return new Map(options.map((o) => [o.times, o]));
  }, [parcelas]);
}

function RateGroup({
  from,
  to,
  preview,
}: {
  from: number;
  to: number;
  preview: ReturnType<typeof usePreview>;
}) {
  return (
    <fieldset className={styles.rateGroup}>
      <legend>{`Parcelas ${from}x a ${to}x`}</legend>
      {Array.from({ length: to - from + 1 }, (_, k) => {
        const n = from + k;
        const option = preview.get(n);
        return (
          <div key={n} className={styles.rateRow}>
            <TextField
              name={`parcelas.${n - 1}.taxa`}
              label={`${n}x (% a.a.)`}
              inputMode="decimal"
              placeholder="0,00"
              autoComplete="off"
            />
            <span className={styles.ratePreview} aria-label={`Exemplo em ${n}x`}>
              {option
                ? `${n}x de ${formatBRL(option.valueCents)} · total ${formatBRL(option.totalCents)}`
                : 'Taxa inválida'}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The 21 rate inputs (spec 001 'Interest rate inputs'), 1-12 and 13-21, each with its sample price. */
export function RateGrid() {
  const preview = usePreview();
  return (
    <div className={styles.rates}>
      <p
        className={styles.hint}
      >{`Exemplo para uma venda de ${formatBRL(SAMPLE_CENTS)}: parcela e total.`}</p>
      <RateGroup from={1} to={12} preview={preview} />
      <RateGroup from={13} to={21} preview={preview} />
    </div>
  );
}
