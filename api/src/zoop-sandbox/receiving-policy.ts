import { z } from 'zod';
import { parseAmountToCents } from '../platform/br-codes/pix/br-code';
import { money } from './zoop-reply';

/**
 * A seller's receiving policy with Zoop's four fields (issue 36, research §13.7: the 2025 C# and
 * Ruby clients): `transfer_interval` daily|weekly|monthly, `transfer_day`, `transfer_enabled`,
 * `minimum_transfer_value`. No public Zoop source says how `transfer_day` is written nor when a
 * minimum counts: the sandbox takes a weekday (1 = Monday … 7 = Sunday, or its English name) for
 * weekly, a day of the month (1-31; a shorter month pays on its last day) for monthly, and
 * transfers only a balance at or above the minimum.
 */

export type SbPolicy = {
  interval: 'daily' | 'weekly' | 'monthly';
  day: string | null;
  enabled: boolean;
  minimumCents: number;
};

export const MANUAL_POLICY: SbPolicy = { interval: 'daily', day: null, enabled: false, minimumCents: 0 };

// No public Zoop source: how `transfer_day` is written (see above).
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const policyBody = z
  .object({
    transfer_interval: z.enum(['daily', 'weekly', 'monthly']).default('daily'),
    transfer_day: z.union([z.string().min(1), z.number().int()]).nullish(),
    transfer_enabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
    minimum_transfer_value: z
      .union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d{1,2})?$/)])
      .optional(),
  })
  .transform((b, issue) => {
    const day = b.transfer_day === undefined || b.transfer_day === null ? null : String(b.transfer_day);
    const weekly = day !== null && (WEEKDAYS.includes(day.toLowerCase()) || /^[1-7]$/.test(day));
    const monthly = day !== null && /^([1-9]|[12]\d|3[01])$/.test(day);
    const dayOk = b.transfer_interval === 'daily' || (b.transfer_interval === 'weekly' ? weekly : monthly);
    if (b.transfer_enabled && !dayOk) {
      issue.addIssue({ code: 'custom', message: 'transfer_day does not fit transfer_interval' });
      return z.NEVER;
    }
    // Zoop's money fields are decimal strings elsewhere; a number is read as reais too.
    const minimum = b.minimum_transfer_value;
    const policy: SbPolicy = {
      interval: b.transfer_interval,
      day: b.transfer_interval === 'daily' ? null : day,
      enabled: b.transfer_enabled,
      minimumCents: minimum === undefined ? 0 : (parseAmountToCents(String(minimum)) ?? 0),
    };
    return policy;
  });

export const policyView = (p: SbPolicy) => ({
  transfer_interval: p.interval,
  transfer_day: p.day,
  transfer_enabled: p.enabled,
  minimum_transfer_value: money(p.minimumCents),
});

/** Whether an automatic transfer goes out on `today` (a `YYYY-MM-DD` in Brasília). */
export function transfersToday(p: SbPolicy, today: string, availableCents: number): boolean {
  if (!p.enabled || availableCents <= 0 || availableCents < p.minimumCents) return false;
  if (p.interval === 'daily') return true;
  const date = new Date(`${today}T12:00:00Z`);
  if (p.interval === 'weekly') {
    const iso = ((date.getUTCDay() + 6) % 7) + 1;
    const day = p.day?.toLowerCase() ?? '';
    return day === String(iso) || day === WEEKDAYS[iso - 1];
  }
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.min(Number(p.day), lastDay) === date.getUTCDate();
}
