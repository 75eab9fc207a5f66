import { boletoMinimum, isValidCpfOrCnpj, methodOfPlanWire, onlyDigits } from '@pagora/shared';
import { SUBSCRIPTION_MESSAGES as M, type SubscriptionBody } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { isMailable } from '../mail';
import { holdPlanTakingBoleto, type RecurrencePlanRow } from '../recurrence-plans';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';

type Buyer = {
  cpfCnpj: string;
  email: string;
  address: {
    street?: string;
    number?: string;
    neighborhood?: string;
    city?: string;
    state?: string;
    zipCode?: string;
  };
};

/** What the provider needs to issue a boleto to this buyer (the payer printed on it). */
export function buyerCanPayByBoleto(b: Buyer): boolean {
  const a = b.address ?? {};
  const filled = (v: string | undefined) => typeof v === 'string' && v.trim().length > 0;
  return (
    isValidCpfOrCnpj(onlyDigits(b.cpfCnpj)) &&
    isMailable(b.email) &&
    filled(a.street) &&
    filled(a.number) &&
    filled(a.neighborhood) &&
    filled(a.city) &&
    /^[A-Za-z]{2}$/.test(a.state ?? '') &&
    onlyDigits(a.zipCode ?? '').length === 8
  );
}

/**
 * Issue 24: a subscription is charged one way, one its plan takes. By boleto, the buyer must be a
 * payer the provider accepts (CPF/CNPJ, e-mail, full address) and the amount at least the boleto
 * floor of the plan's fee and interest (R$ 3,00; R$ 30,00 with either). 400 with the field.
 */
export function checkSubscriptionMethod(plan: RecurrencePlanRow, buyer: Buyer, body: SubscriptionBody): void {
  const method = methodOfPlanWire(body.payment_methods[0] ?? 'credit');
  if (!plan.paymentMethods.includes(method))
    throw AppError.badRequest(M.methodNotInPlan, 'payment_methods', 'method_not_in_plan');
  if (method !== 'bank_slip') return;
  if (!buyerCanPayByBoleto(buyer))
    throw AppError.badRequest(M.boletoBuyerAddress, 'customer_id', 'boleto_buyer_address');
  const minimum = boletoMinimum({
    lateFeeHundredths: plan.boletoLateFeeHundredths,
    monthlyInterestHundredths: plan.boletoMonthlyInterestHundredths,
  });
  if (body.amount < minimum.cents) throw AppError.badRequest(minimum.message, 'amount', 'boleto_amount_min');
}

/**
 * Runs a subscription's write in a transaction that, for a boleto one, holds its plan's row: a plan
 * edit dropping 'bank_slip' meanwhile either waits and then sees this subscription (409 there), or
 * committed first and this write is refused here. A card subscription takes no lock.
 */
export async function writeWithPlanMethod<T>(
  ctx: AppContext,
  planId: string,
  body: SubscriptionBody,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (body.payment_methods.includes('bank_slip') && !(await holdPlanTakingBoleto(tx, planId)))
      throw AppError.badRequest(M.methodNotInPlan, 'payment_methods', 'method_not_in_plan');
    return write(tx);
  });
}
