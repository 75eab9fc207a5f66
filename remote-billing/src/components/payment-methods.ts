import { PLAN_PAYMENT_METHODS, PLAN_PAYMENT_METHOD_LABELS, type PlanPaymentMethod } from '@pagora/shared';

/** The methods this screen knows, in the plan form's order; anything else a view carries is left out. */
export const knownMethods = (methods: readonly string[]): PlanPaymentMethod[] =>
  PLAN_PAYMENT_METHODS.filter((m) => methods.includes(m));

/** 'Cartão de crédito, Boleto Bancário' (plans and subscriptions lists, issue 24). */
export const methodLabels = (methods: readonly string[]): string =>
  knownMethods(methods)
    .map((m) => PLAN_PAYMENT_METHOD_LABELS[m])
    .join(', ') || '—';
