import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_HAS_ERRORS_MESSAGE, centsToInput } from '@pagora/shared';
import { teamRoleChangeSchema, type TeamMember, type TeamRoleChangeInput } from '@pagora/shared/contracts';
import { FormGrid, FormModal, notify, showSaveError } from '@pagora/shared/ui';
import { useChangeRole } from '../api/change-role';
import { RoleFields } from './role-fields';

export const ROLE_CHANGED = 'Papel alterado';

/** 'Alterar papel': in force at once, on every session of the member. */
export function RoleModal({
  member,
  canGrantOwner,
  onClose,
}: {
  member: TeamMember;
  canGrantOwner: boolean;
  onClose: () => void;
}) {
  const [resolver] = useState(() => zodResolver(teamRoleChangeSchema));
  const form = useForm<TeamRoleChangeInput, unknown, TeamRoleChangeInput>({
    resolver,
    // 'Limite de estorno' leaves the form with the Financeiro role: no other role sends one.
    shouldUnregister: true,
    defaultValues: {
      role: member.role,
      refundLimit: member.refundLimitCents === null ? '' : centsToInput(member.refundLimitCents),
    },
  });
  const change = useChangeRole();
  const submit = form.handleSubmit(
    (body) =>
      change.mutate(
        { id: member.id, body },
        {
          onSuccess: () => {
            notify.success(ROLE_CHANGED);
            onClose();
          },
          onError: (error) => showSaveError(form, error, 'Erro ao alterar o papel'),
        },
      ),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={`Alterar papel de ${member.nome}`}
        onClose={onClose}
        onSubmit={submit}
        submitLabel="Salvar"
        busyLabel="Salvando..."
        busy={change.isPending}
      >
        <FormGrid>
          <RoleFields canGrantOwner={canGrantOwner} />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
