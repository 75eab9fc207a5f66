import { futureBalanceCents } from '@pagora/shared';
import type { ProviderReceivable } from '../gateway';

/**
 * Each receivable counted for what it is (issue 36): only a `pendente` one not paid early
 * (`prepaid`: an antecipação already put it in the balance) is still to be received; `pago` is in
 * the balance, `cancelado` and `estornado` will never be received and count nowhere.
 */
export const toBeReceived = (r: Pick<ProviderReceivable, 'status' | 'prepaid'>): boolean =>
  r.status === 'pendente' && !r.prepaid;

/**
 * 'Saldo Futuro' and the 'A receber' calendar (by date, ascending) from the provider's list, and
 * the receivables an antecipação already paid (issue 38).
 */
export function receivableFigures(receivables: readonly ProviderReceivable[]) {
  const futureCents = futureBalanceCents(
    receivables.map((r) => ({ amountCents: r.amountCents, settled: !toBeReceived(r) })),
  );
  const byDate = new Map<string, number>();
  const anticipated = new Map<string, { amountCents: number; feeCents: number }>();
  const pendingByTransaction = new Map<string, number>();
  for (const r of receivables) {
    if (r.prepaid && (r.status === 'pendente' || r.status === 'pago')) {
      const day = anticipated.get(r.expectedOn) ?? { amountCents: 0, feeCents: 0 };
      anticipated.set(r.expectedOn, {
        amountCents: day.amountCents + r.amountCents,
        feeCents: day.feeCents + r.anticipationFeeCents,
      });
    }
    if (toBeReceived(r)) {
      byDate.set(r.expectedOn, (byDate.get(r.expectedOn) ?? 0) + r.amountCents);
      pendingByTransaction.set(
        r.transactionId,
        (pendingByTransaction.get(r.transactionId) ?? 0) + r.amountCents,
      );
    }
  }
  return {
    futureCents,
    pendingByTransaction,
    byDate: [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, amountCents]) => ({ date, amountCents })),
    /** Paid early ('Antecipado' in the calendar): by the date they were expected, with the fee taken. */
    anticipated: [...anticipated.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({ date, ...day })),
  };
}
