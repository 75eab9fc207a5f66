import type { AppContext } from '../../platform/context';
import { gateway, sandboxControl } from '../gateway';

const DAY_MS = 86_400_000;

/** Moves the embedded sandbox's clock forward (receivables settle, pending transfers are paid). */
export const moveSandboxClock = (ctx: AppContext, days: number) => sandboxControl.moveClock(ctx, days);

/**
 * The payouts' "now": the real clock with a real provider; with the sandbox, the sandbox's own
 * (the real one moved by its control clock), so the demo and the tests that move time to settle
 * receivables move a new bank account's 24-hour wait with them.
 */
export async function payoutsNow(ctx: AppContext): Promise<Date> {
  if (!gateway(ctx).sandbox) return new Date();
  const { offsetDays } = await sandboxControl.clock(ctx);
  return new Date(Date.now() + offsetDays * DAY_MS);
}
