import { useWatch } from 'react-hook-form';
import { PLAN_PAYMENT_METHOD_LABELS, type PlanPaymentMethod, type SubscriptionInput } from '@pagora/shared';
import { SelectField } from '@pagora/shared/ui';
import type { PlanOption } from '../api/subscription-options';

function hintFor(method: string | null | undefined, plan: PlanOption | undefined) {
  if (method === 'bank_slip') {
    const days = plan?.boletoIssueDays;
    const when = days ? `${days} dia(s) antes do vencimento` : 'antes do vencimento';
    return (
      `O boleto de cada cobrança é enviado por email ao comprador ${when}. ` +
      'O comprador precisa ter CPF/CNPJ e endereço completo cadastrados.'
    );
  }
  if (method === 'credit') return 'Cobrada no cartão principal do comprador.';
  return undefined;
}

/**
 * 'Forma de pagamento': only the chosen plan's methods (issue 24). An edit whose plan is not among
 * the options keeps offering the subscription's own method.
 */
export function PaymentMethodField({
  plans,
  fallback,
}: {
  plans: readonly PlanOption[];
  fallback: readonly PlanPaymentMethod[];
}) {
  const planId = useWatch<SubscriptionInput, 'plano_id'>({ name: 'plano_id' });
  const method = useWatch<SubscriptionInput, 'payment_methods'>({ name: 'payment_methods' });
  const plan = plans.find((p) => p.value === String(planId ?? ''));
  const methods = plan?.methods ?? (planId ? fallback : []);
  return (
    <SelectField
      name="payment_methods"
      label="Forma de pagamento *"
      placeholder={methods.length === 0 ? 'Escolha um plano' : undefined}
      options={methods.map((m) => ({ value: m, label: PLAN_PAYMENT_METHOD_LABELS[m] }))}
      hint={hintFor(method, plan)}
    />
  );
}
