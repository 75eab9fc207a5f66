import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_HAS_ERRORS_MESSAGE } from '@pagora/shared';
import {
  bankAccountCreateSchema,
  type BankAccountCreate,
  type BankAccountCreateInput,
} from '@pagora/shared/contracts';
import {
  FormGrid,
  FormModal,
  MaskedField,
  SelectField,
  TextField,
  notify,
  showSaveError,
} from '@pagora/shared/ui';
import { useCreateBankAccount } from '../api/create-bank-account';
import { BankSelectField } from './bank-select-field';

const TYPES = [
  { value: 'checking', label: 'Conta corrente' },
  { value: 'savings', label: 'Conta poupança' },
];
const EMPTY: BankAccountCreateInput = {
  holder_name: '',
  taxpayer_id: '',
  bank_code: '',
  routing_number: '',
  account_number: '',
  type: 'checking',
};

export const ACCOUNT_ADDED = 'Conta bancária cadastrada';

/**
 * 'Adicionar conta bancária', mounted only while open. The shared schema's messages show under the
 * fields; a refusal the server ties to a field (the holder is not the seller, an unknown bank)
 * shows there too.
 */
export function AddBankAccountModal({ onClose }: { onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(bankAccountCreateSchema));
  const form = useForm<BankAccountCreateInput, unknown, BankAccountCreate>({
    resolver,
    defaultValues: EMPTY,
  });
  const create = useCreateBankAccount();
  const submit = form.handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: () => {
          notify.success(ACCOUNT_ADDED);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao cadastrar a conta bancária'),
      }),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Adicionar conta bancária"
        onClose={onClose}
        onSubmit={submit}
        submitLabel="Adicionar"
        busyLabel="Salvando..."
        busy={create.isPending}
      >
        <FormGrid>
          <BankSelectField selected={form.watch('bank_code')} />
          <TextField name="holder_name" label="Nome do titular *" autoComplete="name" />
          <MaskedField name="taxpayer_id" mask="cpfCnpj" label="CPF/CNPJ do titular *" />
          <TextField name="routing_number" label="Agência *" inputMode="numeric" placeholder="0001" />
          <TextField name="account_number" label="Conta *" placeholder="12345-6" />
          <SelectField name="type" label="Tipo de conta" options={TYPES} />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
