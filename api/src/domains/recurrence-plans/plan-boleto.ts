import { eq } from 'drizzle-orm';
import type { PlanBoletoSettings, PlanBoletoSettingsView } from '@pagora/shared';
import { PLAN_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { recurrencePlans, type RecurrencePlanRow } from './tables';

/** A plan's boleto settings as its columns hold them (all null when it takes no boleto). */
export function boletoColumns(boleto: PlanBoletoSettings | null) {
  return {
    boletoIssueDays: boleto?.issueDaysBefore ?? null,
    boletoLateFeeHundredths: boleto?.lateFeeHundredths ?? null,
    boletoMonthlyInterestHundredths: boleto?.monthlyInterestHundredths ?? null,
  };
}

/** The plan's boleto settings as the API shows them; null when its subscriptions cannot pay by boleto. */
export function boletoView(p: RecurrencePlanRow): PlanBoletoSettingsView | null {
  if (p.boletoIssueDays === null || !p.paymentMethods.includes('bank_slip')) return null;
  return {
    issueDaysBefore: p.boletoIssueDays,
    lateFeeHundredths: p.boletoLateFeeHundredths,
    monthlyInterestHundredths: p.boletoMonthlyInterestHundredths,
  };
}

/**
 * A plan edit may not take 'bank_slip' away while a subscription the engine still bills is charged
 * by boleto: its next cycle would have no way to be paid. Refused (409) rather than silently moving
 * those subscriptions to a card the customer may not have; `db` is the edit's transaction, so a
 * boleto subscription created meanwhile is seen.
 */
export async function refuseDroppingBoleto(
  ctx: AppContext,
  db: Db,
  current: RecurrencePlanRow,
  next: readonly string[],
): Promise<void> {
  if (!current.paymentMethods.includes('bank_slip') || next.includes('bank_slip')) return;
  const held = await ctx.planSubscriptions.countByPlan(db, current.id);
  if (held.liveBoleto > 0)
    throw AppError.conflict(PLAN_MESSAGES.boletoInUse, 'plan_has_boleto_subscriptions');
}

/**
 * For billing, inside the transaction that writes a boleto subscription: the plan's row held (FOR
 * SHARE) until it commits, so an edit dropping 'bank_slip' waits and then counts it (above), and
 * whether the plan still takes boletos now that it is held.
 */
export async function holdPlanTakingBoleto(db: Db, planId: string): Promise<boolean> {
  const [plan] = await db
    .select({ methods: recurrencePlans.paymentMethods })
    .from(recurrencePlans)
    .where(eq(recurrencePlans.id, planId))
    .for('share');
  return plan?.methods.includes('bank_slip') ?? false;
}
