import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { centsToInput, type Subscription, type SubscriptionInput } from '@pagora/shared';
import type { PlanOption } from '../api/subscription-options';

/**
 * The amount is the chosen plan's (issue 20: nobody should retype a price the plan already has).
 * Choosing a plan writes its amount into the form; an edit keeps the subscription's own amount
 * until another plan is chosen. Watching the change, not the value, leaves that amount alone.
 */
export function usePlanAmount(
  form: UseFormReturn<SubscriptionInput, unknown, Subscription>,
  plans: readonly PlanOption[] | undefined,
) {
  const { watch, setValue, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'plano_id') return;
      const plan = plans?.find((p) => p.value === values.plano_id);
      setValue('amount', plan ? centsToInput(plan.amountCents) : '', { shouldValidate: submitted });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, plans, submitted]);
}
