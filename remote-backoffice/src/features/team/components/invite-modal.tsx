import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_HAS_ERRORS_MESSAGE } from '@pagora/shared';
import { teamInviteSchema, type TeamInvite, type TeamInviteInput } from '@pagora/shared/contracts';
import { FormGrid, FormModal, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { useInviteMember } from '../api/invite-member';
import { RoleFields } from './role-fields';

export const INVITE_SENT = 'Convite enviado por email';
const EMPTY: TeamInviteInput = { nome: '', email: '', role: 'support', refundLimit: '' };

/** 'Convidar membro', mounted only while open: the invitation e-mail goes out on success. */
export function InviteModal({ canGrantOwner, onClose }: { canGrantOwner: boolean; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(teamInviteSchema));
  const form = useForm<TeamInviteInput, unknown, TeamInvite>({
    resolver,
    defaultValues: EMPTY,
    // 'Limite de estorno' leaves the form with the Financeiro role: no other role sends one.
    shouldUnregister: true,
  });
  const invite = useInviteMember();
  const submit = form.handleSubmit(
    (values) =>
      invite.mutate(values, {
        onSuccess: () => {
          notify.success(INVITE_SENT);
          onClose();
        },
        onError: (error) => showSaveError(form, error, 'Erro ao enviar o convite'),
      }),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title="Convidar membro"
        onClose={onClose}
        onSubmit={submit}
        submitLabel="Enviar convite"
        busyLabel="Enviando..."
        busy={invite.isPending}
      >
        <FormGrid>
          <TextField name="nome" label="Nome *" autoComplete="name" />
          <TextField name="email" label="Email *" type="email" autoComplete="email" />
          <RoleFields canGrantOwner={canGrantOwner} />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
