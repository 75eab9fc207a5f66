import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_HAS_ERRORS_MESSAGE,
  PLAN_BOLETO_ISSUE_DAYS_DEFAULT,
  centsToInput,
  planFormSchema,
  type PlanBoletoSettingsView,
  type PlanForm,
  type PlanFormInput,
} from '@pagora/shared';
import { PLAN_MESSAGES, type RecurrencePlan } from '@pagora/shared/contracts';
import { FormGrid, FormModal, SelectField, TextField, notify, showSaveError } from '@pagora/shared/ui';
import { knownMethods } from '../../../components/payment-methods';
import { useSavePlan } from '../api/plans';
import { PlanPaymentFields } from './plan-payment-fields';

const FREQUENCIES = [
  { value: 'diario', label: 'Diário' },
  { value: 'mensal', label: 'Mensal' },
];
const STATUSES = [
  { value: 'ativo', label: 'Ativo' },
  { value: 'inativo', label: 'Inativo' },
];
const percent = (hundredths: number | null) => (hundredths === null ? '' : centsToInput(hundredths));
/** A plan's boleto settings as typed ('2,50' from 250 hundredths); the defaults when it has none. */
const boletoValues = (view: PlanBoletoSettingsView | null) => ({
  issueDaysBefore: String(view?.issueDaysBefore ?? PLAN_BOLETO_ISSUE_DAYS_DEFAULT),
  multa: percent(view?.lateFeeHundredths ?? null),
  juros: percent(view?.monthlyInterestHundredths ?? null),
});

const EMPTY: PlanFormInput = {
  nome: '',
  description: '',
  amount: '',
  interval: '1',
  frequency: 'mensal',
  payment_methods: ['credit'],
  boleto: boletoValues(null),
  status: 'ativo',
};

/** The edit form from the plan; its amount written back exactly, from the cents. */
const editValues = (plan: RecurrencePlan): PlanFormInput => ({
  nome: plan.nome,
  description: plan.description,
  amount: centsToInput(plan.amount),
  interval: String(plan.interval),
  frequency: plan.frequency,
  payment_methods: knownMethods(plan.payment_methods),
  boleto: boletoValues(plan.boleto),
  status: plan.status === 'inativo' ? 'inativo' : 'ativo',
});

/** Unchecking 'Boleto Bancário' drops its settings: hidden fields must not block the save. */
function planResolver(): Resolver<PlanFormInput, unknown, PlanForm> {
  const resolve = zodResolver(planFormSchema);
  return (values, context, options) =>
    resolve(
      values.payment_methods?.includes('bank_slip') ? values : { ...values, boleto: null },
      context,
      options,
    );
}

/** 'Adicionar Plano de Recorrência' / 'Editar Plano'; mounted only while open. */
export function PlanFormModal({ plan, onClose }: { plan: RecurrencePlan | null; onClose: () => void }) {
  const [resolver] = useState(planResolver);
  const form = useForm<PlanFormInput, unknown, PlanForm>({
    resolver,
    defaultValues: plan ? editValues(plan) : EMPTY,
  });
  const save = useSavePlan();
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: plan?.id ?? null, plan: values },
        {
          onSuccess: () => {
            notify.success(plan ? PLAN_MESSAGES.updated : PLAN_MESSAGES.added);
            onClose();
          },
          onError: (error) =>
            showSaveError(form, error, plan ? 'Erro ao atualizar plano' : 'Erro ao adicionar Plano'),
        },
      ),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={plan ? 'Editar Plano' : 'Adicionar Plano de Recorrência'}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={plan ? 'Salvar' : 'Adicionar'}
        busyLabel="Salvando..."
        busy={save.isPending}
      >
        <FormGrid>
          <TextField name="nome" label="Nome *" autoComplete="off" />
          <TextField name="description" label="Descrição" autoComplete="off" />
          <TextField name="amount" label="Valor (R$) *" inputMode="decimal" placeholder="0,00" />
          <SelectField name="frequency" label="Frequência" options={FREQUENCIES} />
          <TextField name="interval" label="Intervalo *" inputMode="numeric" />
          {plan ? <SelectField name="status" label="Status" options={STATUSES} /> : null}
          <PlanPaymentFields />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
