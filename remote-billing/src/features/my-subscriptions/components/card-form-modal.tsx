import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { customerCardSchema, type CustomerCard, type CustomerCardInput } from '@pagora/shared';
import { CARD_MESSAGES } from '@pagora/shared/contracts';
import { FormGrid, FormModal, MaskedField, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { useRegisterCard } from '../api/cards';
import styles from '../../../components/list-screen.module.css';

const EMPTY: CustomerCardInput = { numero: '', titular: '', validade: '', cvv: '', principal: false };

/**
 * 'Adicionar Cartão'; mounted only while open, so the number and CVC are gone once it closes. A
 * refusal keeps it open with the server's reason, so an expiry typed wrong can be corrected.
 */
export function CardFormModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(customerCardSchema));
  const form = useForm<CustomerCardInput, unknown, CustomerCard>({ resolver, defaultValues: EMPTY });
  const register = useRegisterCard(userId);
  const submit = form.handleSubmit((card) =>
    register.mutate(card, {
      onSuccess: (answer) => {
        notify.success(answer.message || CARD_MESSAGES.tokenized);
        onClose();
      },
      onError: (error) => showSaveError(form, error, CARD_MESSAGES.tokenizeFailed),
    }),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar Cartão"
        onClose={onClose}
        onSubmit={submit}
        submitLabel="Adicionar"
        busyLabel="Salvando..."
        busy={register.isPending}
      >
        <FormGrid>
          <MaskedField name="numero" label="Número do Cartão" mask="cardNumber" autoComplete="cc-number" />
          <TextField name="titular" label="Nome do Titular" autoComplete="cc-name" />
          <MaskedField name="validade" label="Validade (MM/AA)" mask="cardExpiry" autoComplete="cc-exp" />
          <MaskedField name="cvv" label="CVC" mask="cardCvc" autoComplete="cc-csc" />
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('principal')} />
            Definir como cartão principal
          </label>
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
