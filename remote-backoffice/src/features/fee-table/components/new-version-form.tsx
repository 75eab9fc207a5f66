import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_HAS_ERRORS_MESSAGE,
  brasiliaToday,
  feeTableVersionSchema,
  type FeeTableVersionBody,
  type FeeTableVersionInput,
} from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { Button, FormGrid, SelectField, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { useAddFeeVersion } from '../api/add-fee-version';
import { useRecipientChoices } from '../api/get-recipients';
import styles from './fee-table.module.css';

export const VERSION_SAVED = 'Nova vigência salva';

const EMPTY = (): FeeTableVersionInput => ({
  valid_from: brasiliaToday(),
  pix: '',
  boleto: '',
  card_1x: '',
  card_2_6x: '',
  card_7_12x: '',
  card_13_21x: '',
  anticipation_month: '',
  own_fee: '0',
  fee_recipient_seller_id: '',
});

const RATE_FIELDS: { name: keyof FeeTableVersionInput; label: string; placeholder: string }[] = [
  { name: 'pix', label: 'PIX (%)', placeholder: '0,99' },
  { name: 'boleto', label: 'Boleto (R$ por boleto pago)', placeholder: '2,50' },
  { name: 'card_1x', label: 'Cartão 1x (%)', placeholder: '3,99' },
  { name: 'card_2_6x', label: 'Cartão 2-6x (%)', placeholder: '3,99' },
  { name: 'card_7_12x', label: 'Cartão 7-12x (%)', placeholder: '3,99' },
  { name: 'card_13_21x', label: 'Cartão 13-21x (%)', placeholder: '3,99' },
  { name: 'anticipation_month', label: 'Antecipação (% ao mês)', placeholder: '1,99' },
  { name: 'own_fee', label: 'Taxa do marketplace (%)', placeholder: '0' },
];

/**
 * 'Nova vigência': the rates contracted from a day (today or later) and the marketplace's own fee
 * with who receives it. The shared schema's pt-BR messages show under each field; what only the
 * server knows (a recipient of another marketplace, today's version already in force) too.
 */
export function NewVersionForm({ marketplaceId }: { marketplaceId: string | null }) {
  const [resolver] = useState(() => zodResolver(feeTableVersionSchema));
  const form = useForm<FeeTableVersionInput, unknown, FeeTableVersionBody>({
    resolver,
    defaultValues: EMPTY(),
  });
  const add = useAddFeeVersion(marketplaceId);
  const recipients = useRecipientChoices(marketplaceId);
  const options = (recipients.data ?? []).map((s) => ({ value: s.id, label: s.nome }));
  const submit = form.handleSubmit(
    // The API reads the same schema: it gets what was typed ('3,99'), not the parsed hundredths.
    () =>
      add.mutate(form.getValues(), {
        onSuccess: () => {
          notify.success(VERSION_SAVED);
          form.reset(EMPTY());
        },
        onError: (error) => showSaveError(form, error, 'Erro ao salvar a vigência.'),
      }),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <section className={styles.panel} aria-labelledby="nova-vigencia">
      <h2 id="nova-vigencia">Nova vigência</h2>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="nova-vigencia">
          <FormGrid>
            <TextField name="valid_from" label="A partir de" type="date" min={brasiliaToday()} />
            {RATE_FIELDS.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                inputMode="decimal"
                placeholder={f.placeholder}
              />
            ))}
            <SelectField
              name="fee_recipient_seller_id"
              label="Vendedor que recebe a taxa do marketplace"
              options={options}
              placeholder={
                recipients.isPending
                  ? 'Carregando vendedores...'
                  : recipients.isError
                    ? messageOf(recipients.error, 'Erro ao carregar os vendedores.')
                    : 'Nenhum'
              }
            />
          </FormGrid>
          <div>
            <Button type="submit" loading={add.isPending} loadingText="Salvando...">
              Salvar vigência
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
