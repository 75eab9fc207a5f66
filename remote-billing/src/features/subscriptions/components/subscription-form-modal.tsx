import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_HAS_ERRORS_MESSAGE,
  SUBSCRIPTION_REQUIRED,
  centsToInput,
  isSubscriptionRequiredMessage,
  saoPauloWallClock,
  subscriptionSchema,
  type Subscription as SubscriptionForm,
  type SubscriptionInput,
} from '@pagora/shared';
import { useSession } from '@pagora/shared/client';
import { SUBSCRIPTION_MESSAGES, type Subscription } from '@pagora/shared/contracts';
import {
  FormGrid,
  FormModal,
  SelectField,
  TextField,
  notify,
  showSaveError,
  type SelectOption,
} from '@pagora/shared/ui';
import { buyerLabel, useBuyerOptions, usePlanOptions } from '../api/subscription-options';
import { useMoneyAction } from '@pagora/shared/data';
import { useSaveSubscription } from '../api/subscriptions';
import { usePlanAmount } from '../hooks/use-plan-amount';
import { usePlanMethod } from '../hooks/use-plan-method';
import { knownMethods } from '../../../components/payment-methods';
import { PaymentMethodField } from './payment-method-field';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first charge defaults to today on the Sao Paulo calendar, the day the server judges by. */
function saoPauloToday(): string {
  const { year, month, day } = saoPauloWallClock(new Date());
  return `${year}-${pad(month)}-${pad(day)}`;
}

function initialValues(subscription: Subscription | null): SubscriptionInput {
  if (!subscription) {
    return { plano_id: '', customer_id: '', amount: '', payment_methods: '', data_cobranca: saoPauloToday() };
  }
  return {
    plano_id: subscription.plano_id,
    customer_id: subscription.customer_id,
    amount: centsToInput(subscription.amount_cents),
    payment_methods: knownMethods(subscription.payment_methods)[0] ?? 'credit',
    data_cobranca: subscription.data_cobranca,
  };
}

/** What 'Data de Cobrança' means, and how it becomes the 'Data Vencimento' of the list. */
const dateHint = (editing: boolean) =>
  `${editing ? 'Dia da próxima cobrança' : 'Dia da primeira cobrança'} no cartão principal do comprador ` +
  'ou vencimento do boleto; as seguintes seguem a frequência do plano. Esse dia é o vencimento: se a ' +
  'cobrança não for paga, a assinatura fica vencida desde ele.';

/** A row's own plan or buyer may be missing from the first 100 options; it is still shown. */
function withCurrent(options: readonly SelectOption[], value: string | undefined, label: string) {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label }, ...options];
}

/**
 * 'Criar Assinatura' / 'Editar Assinatura'; mounted only while open, so a closed form starts over.
 * The buyer of a subscription never changes (the server refuses it), so editing locks that field.
 */
export function SubscriptionFormModal({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const editing = subscription !== null;
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  const plans = usePlanOptions(userId);
  const buyers = useBuyerOptions(userId);
  const [resolver] = useState(() => zodResolver(subscriptionSchema));
  const form = useForm<SubscriptionInput, unknown, SubscriptionForm>({
    resolver,
    defaultValues: initialValues(subscription),
  });
  usePlanAmount(form, plans.data);
  usePlanMethod(form, plans.data);
  const save = useSaveSubscription();
  const action = useMoneyAction((values: SubscriptionForm, idempotencyKey: string) =>
    save.mutateAsync({ id: subscription?.id ?? null, form: values, idempotencyKey }),
  );

  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await action.run(values);
      if (!outcome) return;
      if (outcome.kind === 'done') {
        notify.success(editing ? SUBSCRIPTION_MESSAGES.updated : SUBSCRIPTION_MESSAGES.created);
        onClose();
      } else
        showSaveError(
          form,
          outcome.error,
          editing ? 'Erro ao atualizar assinatura' : 'Erro ao criar assinatura',
        );
    },
    (errors) => {
      // The spec's toast sums up; each field says under it what it lacks.
      const missing = Object.values(errors).some((e) => isSubscriptionRequiredMessage(e?.message));
      notify.error(missing ? SUBSCRIPTION_REQUIRED : FORM_HAS_ERRORS_MESSAGE);
    },
  );

  // A new subscription needs an active plan; an edit may keep the inactive plan it already has.
  const planOptions = withCurrent(
    (plans.data ?? []).map((p) => ({ ...p, disabled: !p.active && p.value !== subscription?.plano_id })),
    subscription?.plano_id,
    subscription?.plano_nome ?? '',
  );
  const buyerOptions = withCurrent(
    buyers.data ?? [],
    subscription?.customer_id,
    subscription ? buyerLabel(subscription.customer_nome, subscription.customer_email) : '',
  );

  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={editing ? 'Editar Assinatura' : 'Criar Assinatura'}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={editing ? 'Salvar' : 'Criar'}
        busyLabel="Salvando..."
        busy={action.busy}
      >
        <FormGrid>
          <SelectField
            name="plano_id"
            label="Plano de Recorrência *"
            placeholder={plans.isPending ? 'Carregando planos...' : 'Selecione o plano'}
            options={planOptions}
          />
          <SelectField
            name="customer_id"
            label="Comprador *"
            placeholder={buyers.isPending ? 'Carregando compradores...' : 'Selecione o comprador'}
            options={buyerOptions}
            disabled={editing}
            hint={editing ? 'O comprador de uma assinatura não muda.' : undefined}
          />
          <TextField
            name="amount"
            label="Valor (R$)"
            readOnly
            placeholder="Escolha um plano"
            hint="O valor do plano escolhido."
          />
          <PaymentMethodField
            plans={plans.data ?? []}
            fallback={knownMethods(subscription?.payment_methods ?? [])}
          />
          <TextField name="data_cobranca" label="Data de Cobrança" type="date" hint={dateHint(editing)} />
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}
