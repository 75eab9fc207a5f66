import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Subscription, SubscriptionInput } from '@pagora/shared';
import type { PlanOption } from '../api/subscription-options';

/**
 * 'Forma de pagamento' offers only the chosen plan's methods (issue 24): choosing a plan keeps the
 * method when the plan takes it, else picks the plan's first. As with the amount, the change is
 * watched, not the value, so an edit opens on the subscription's own method.
 */
export function usePlanMethod(
  form: UseFormReturn<SubscriptionInput, unknown, Subscription>,
  plans: readonly PlanOption[] | undefined,
) {
  const { watch, setValue, getValues } = form;
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== 'plano_id') return;
      const methods = plans?.find((p) => p.value === values.plano_id)?.methods ?? [];
      const current = getValues('payment_methods');
      const kept = methods.find((m) => m === current);
      setValue('payment_methods', kept ?? methods[0] ?? '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, plans]);
}
