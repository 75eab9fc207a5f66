import type { z } from 'zod';
import type { MoneyVerbs } from '../money-port';
import type { BalanceMovementType, ProviderBalanceMovement } from '../money-types';
import type { ZoopHttp } from './http';
import { zoopHistoryItemSchema } from './money-schemas';
import { everyPage } from './payout-paging';

/**
 * The words of `type` in Zoop's balance history. No public source lists them: these are the ones
 * the sandbox answers (assumed); anything else is an adjustment, shown, never dropped.
 */
const MOVEMENT_TYPE: Record<string, BalanceMovementType> = {
  transaction: 'venda',
  refund: 'estorno',
  void: 'estorno',
  chargeback: 'chargeback',
  chargeback_reversal: 'chargeback_revertido',
  transfer: 'saque',
  transfer_reversal: 'saque_devolvido',
  prepayment_fee: 'taxa_antecipacao',
  adjustment: 'ajuste',
};

function toMovement(
  sellerId: string,
  h: z.output<typeof zoopHistoryItemSchema>,
  raw: unknown,
): ProviderBalanceMovement {
  const of = (type: string) => (h.object_type === type ? (h.object_id ?? null) : null);
  const tx = typeof h.transaction === 'string' ? h.transaction : h.transaction?.id;
  return {
    movementId: h.id,
    sellerId,
    date: h.date,
    type: MOVEMENT_TYPE[h.type.toLowerCase()] ?? 'ajuste',
    amountCents: h.amount,
    transactionId: tx ?? of('transaction'),
    transferId: of('transfer'),
    prepaymentId: of('prepayment'),
    raw,
  };
}

type Named = <T>(message: string, call: () => Promise<T>) => Promise<T>;

/** `GET /sellers/{id}/balances/history` (VIT `IBalanceQuery`: `created_date_range[gte|lte]`). */
export function zoopBalanceHistoryVerb(
  http: ZoopHttp,
  orNotFound: Named,
  sellerNotFound: string,
): Pick<MoneyVerbs, 'listBalanceMovements'> {
  return {
    async listBalanceMovements(sellerId, range) {
      const all = await orNotFound(sellerNotFound, () =>
        everyPage(
          http,
          `/sellers/${encodeURIComponent(sellerId)}/balances/history`,
          { 'created_date_range[gte]': range.from, 'created_date_range[lte]': range.to },
          zoopHistoryItemSchema,
        ),
      );
      // Filtered again: a Zoop that ignored the range must not put other days in a day's sum.
      return all
        .map(({ data, raw }) => toMovement(sellerId, data, raw))
        .filter((m) => m.date >= range.from && m.date <= range.to);
    },
  };
}
