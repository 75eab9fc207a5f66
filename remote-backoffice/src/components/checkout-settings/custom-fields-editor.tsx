import {
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELDS_MAX,
  type CustomFieldType,
} from '@pagora/shared';
import { Button, FieldFrame, Input } from '@pagora/shared/ui';
import type { CustomFieldRow } from '../../lib/checkout-settings';
import type { CheckoutSectionProps } from './types';
import styles from './checkout-settings.module.css';

type RowPatch = Partial<Omit<CustomFieldRow, 'rowKey' | 'key'>>;

/** 'Campos personalizados': up to three questions the payer answers before paying. */
export function CustomFieldsEditor({ values, onChange, errorOf }: CheckoutSectionProps) {
  const rows = values.fields;
  const update = (rowKey: number, patch: RowPatch, what: string) =>
    onChange(
      { fields: rows.map((r) => (r.rowKey === rowKey ? { ...r, ...patch } : r)) },
      `field.${rowKey}.${what}`,
    );
  const add = () => {
    const rowKey = Math.max(0, ...rows.map((r) => r.rowKey)) + 1;
    onChange(
      { fields: [...rows, { rowKey, label: '', type: 'texto', required: false, options: '' }] },
      'fields',
    );
  };
  const listError = errorOf('customFields');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Campos personalizados (opcional)</legend>
      <span className={styles.hint}>
        Até {CUSTOM_FIELDS_MAX} perguntas que o pagador responde antes de pagar; as respostas aparecem na
        transação.
      </span>
      {rows.map((row, i) => {
        const n = i + 1;
        const at = (what: string) => errorOf(`customFields.${i}.${what}`);
        const optionsError =
          at('options') ??
          Array.from({ length: 20 }, (_, o) => at(`options.${o}`)).find((m) => m !== undefined);
        return (
          <div key={row.rowKey} className={styles.fieldRow} role="group" aria-label={`Campo ${n}`}>
            <div className={styles.fieldRowHead}>
              <Input
                label="Nome do campo"
                name={`customFields.${i}.label`}
                placeholder="Ex.: Tamanho da camiseta"
                maxLength={60}
                value={row.label}
                onChange={(e) => update(row.rowKey, { label: e.target.value }, 'label')}
                error={at('label')}
              />
              <FieldFrame label="Tipo" error={at('type')}>
                {(a11y) => (
                  <select
                    {...a11y}
                    className={styles.select}
                    value={row.type}
                    onChange={(e) => update(row.rowKey, { type: e.target.value as CustomFieldType }, 'type')}
                  >
                    {CUSTOM_FIELD_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {CUSTOM_FIELD_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
            </div>
            {row.type === 'lista' ? (
              <FieldFrame
                label="Opções (uma por linha)"
                hint="Uma opção por linha, de 2 a 20."
                error={optionsError}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    className={styles.textarea}
                    value={row.options}
                    onChange={(e) => update(row.rowKey, { options: e.target.value }, 'options')}
                  />
                )}
              </FieldFrame>
            ) : null}
            <div className={styles.fieldRowFoot}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={row.required}
                  onChange={(e) => update(row.rowKey, { required: e.target.checked }, 'required')}
                />
                <span>Obrigatório</span>
              </label>
              <Button
                variant="ghost"
                aria-label={`Remover campo ${n}`}
                onClick={() => onChange({ fields: rows.filter((r) => r.rowKey !== row.rowKey) }, 'fields')}
              >
                Remover
              </Button>
            </div>
          </div>
        );
      })}
      {listError ? (
        <span className={styles.error} role="alert">
          {listError}
        </span>
      ) : null}
      {rows.length < CUSTOM_FIELDS_MAX ? (
        <div>
          <Button variant="secondary" onClick={add}>
            Adicionar campo
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
