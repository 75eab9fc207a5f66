/**
 * The payment methods, spelled once. Links, transactions, receipts and the checkout say these ids;
 * a new method starts here (and then as one module in the API, one panel in the checkout).
 */
export const PAYMENT_METHOD_IDS = ['pix', 'credit_card', 'bank_slip'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export const isPaymentMethodId = (value: unknown): value is PaymentMethodId =>
  typeof value === 'string' && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);

/** What the payer and the seller read for each method (receipt, history, e-mails). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
  pix: 'PIX',
  credit_card: 'Cartão de Crédito',
  bank_slip: 'Boleto Bancário',
};

/**
 * The spec's plan API (spec 001, recurrence plans and subscriptions) writes the card as 'credit':
 * that word stays on that wire only, and means our 'credit_card' everywhere past the boundary.
 */
export const PLAN_WIRE_SPELLING = {
  credit: 'credit_card',
  bank_slip: 'bank_slip',
} as const satisfies Record<string, PaymentMethodId>;
export type PlanWireMethod = keyof typeof PLAN_WIRE_SPELLING;

/** A plan's method as the plan API spells it, read as ours. */
export const methodOfPlanWire = (method: PlanWireMethod): PaymentMethodId => PLAN_WIRE_SPELLING[method];

/** Ours written back for the plan API ('credit_card' → 'credit'); null for a method plans do not take. */
export function planWireOf(method: PaymentMethodId): PlanWireMethod | null {
  const found = (Object.keys(PLAN_WIRE_SPELLING) as PlanWireMethod[]).find(
    (wire) => PLAN_WIRE_SPELLING[wire] === method,
  );
  return found ?? null;
}

/** A plan's or subscription's stored methods (ours) as the plan API writes them. */
export const planWireList = (methods: readonly string[]): PlanWireMethod[] =>
  methods.flatMap((m) => {
    const wire = isPaymentMethodId(m) ? planWireOf(m) : null;
    return wire ? [wire] : [];
  });

/** The plan API's methods as we store them. */
export const methodsOfPlanWire = (methods: readonly PlanWireMethod[]): PaymentMethodId[] =>
  methods.map(methodOfPlanWire);
