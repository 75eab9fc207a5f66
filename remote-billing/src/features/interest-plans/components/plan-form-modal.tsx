import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_HAS_ERRORS_MESSAGE, interestPlanSchema, type InterestPlan } from '@pagora/shared';
import { INTEREST_PLAN_MESSAGES, type InterestPlanItem } from '@pagora/shared/contracts';
import { FormGrid, FormModal, SelectField, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { useSavePlan } from '../api/interest-plans';
import { emptyPlanValues, planValues, type PlanFormValues } from './plan-form-values';
import { RateGrid } from './rate-grid';

const STATUS_OPTIONS = [
  { value: 'ativo', label: 'Ativo' },
  { value: 'inativo', label: 'Inativo' },
];

function DetailsTab() {
  return (
    <FormGrid>
      <TextField name="nome" label="Nome *" autoComplete="off" />
      <TextField name="description" label="Descrição" autoComplete="off" />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
    </FormGrid>
  );
}

/** 'Adicionar Juros' / 'Editar Juros'; mounted only while open, so a closed form starts over. */
export function PlanFormModal({ plan, onClose }: { plan: InterestPlanItem | null; onClose: () => void }) {
  const editing = plan !== null;
  const [resolver] = useState(() => zodResolver(interestPlanSchema));
  const form = useForm<PlanFormValues, unknown, InterestPlan>({
    resolver,
    defaultValues: plan ? planValues(plan) : emptyPlanValues(),
  });
  const save = useSavePlan();

  const submit = form.handleSubmit(
    () =>
      save.mutate(
        // The typed text goes as it is: the server parses the rates exactly, like the form did.
        { id: plan?.id ?? null, body: form.getValues() },
        {
          onSuccess: () => {
            notify.success(editing ? INTEREST_PLAN_MESSAGES.updated : INTEREST_PLAN_MESSAGES.added);
            onClose();
          },
          onError: (error) =>
            showSaveError(form, error, editing ? 'Erro ao atualizar juros.' : 'Erro ao adicionar Juros'),
        },
      ),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={editing ? 'Editar Juros' : 'Adicionar Juros'}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={editing ? 'Salvar' : 'Adicionar'}
        busyLabel="Salvando..."
        busy={save.isPending}
        tabs={[
          { id: 'dados', label: 'Dados', content: <DetailsTab /> },
          { id: 'taxas', label: 'Taxas (1x a 21x)', content: <RateGrid /> },
        ]}
      />
    </FormProvider>
  );
}
