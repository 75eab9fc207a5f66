import type { StatementLine } from '@pagora/shared/contracts';

/** A Brasília day 'YYYY-MM-DD' as 'dd/mm/aaaa', without a time zone turning it into the eve. */
export const dayLabel = (day: string): string => day.split('-').reverse().join('/');

/** The first block of an id: enough to find the sale or payout on its own screen. */
export const shortId = (id: string): string => `#${id.split('-')[0] ?? id}`;

/** What the line belongs to, by its short id: the sale, else the payout, else the antecipação. */
export function referenceOf(line: StatementLine): string | null {
  const id = line.transactionId ?? line.payoutId ?? line.anticipationId;
  return id ? shortId(id) : null;
}
