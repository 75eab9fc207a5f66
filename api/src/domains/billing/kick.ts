import type { AppContext } from '../../platform/context';

export const BILLING_SWEEP_JOB = 'billing-sweep';

/** A charge may have just become due (new subscription, new principal card): sweep soon. */
export function kickBilling(ctx: AppContext): void {
  ctx.jobs.kick(BILLING_SWEEP_JOB);
}
