import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setDefaultBankAccountSchema, type BankAccount } from '@pagora/shared/contracts';
import { FormModal, PasswordField, notify, showSaveError } from '@pagora/shared/ui';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account';
import { accountLabel } from './account-label';

export const DEFAULT_CHANGED = 'Conta padrão atualizada';

/** 'Tornar padrão': where the money goes is changed only with the current password. */
export function SetDefaultModal({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(setDefaultBankAccountSchema));
  const form = useForm<{ password: string }>({ resolver, defaultValues: { password: '' } });
  const setDefault = useSetDefaultBankAccount();
  const submit = form.handleSubmit(({ password }) =>
    setDefault.mutate(
      { id: account.id, password },
      {
        onSuccess: () => {
          notify.success(DEFAULT_CHANGED);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao alterar a conta padrão'),
      },
    ),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Tornar conta padrão"
        onClose={onClose}
        onSubmit={submit}
        submitLabel="Confirmar"
        busyLabel="Confirmando..."
        busy={setDefault.isPending}
      >
        <p>
          Os saques passarão a ir para {accountLabel(account)}. Por segurança, informe sua senha atual;
          enviaremos um email avisando da troca.
        </p>
        <PasswordField name="password" label="Senha atual *" autoComplete="current-password" />
      </FormModal>
    </FormProvider>
  );
}
