import { z } from 'zod';
import { zoopMoney } from './schemas';

/**
 * zod schemas of Zoop's seller-money answers (issue 38): the account history and antecipações.
 * Fields as the public client VIT types them (`IHistoryBalanceItem`, `IPrePayment`,
 * `IFuturePrePayment`, research zoop.md §3.9 and item 12); no recorded answer exists for either.
 */

const day = z.string().transform((v) => v.slice(0, 10));
const count = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number);

export const zoopHistoryItemSchema = z.looseObject({
  id: z.string().min(1),
  /** Signed: a debit reads `-12.34`. */
  amount: zoopMoney,
  gross_amount: zoopMoney.nullish(),
  fee: zoopMoney.nullish(),
  date: day,
  type: z.string(),
  object_id: z.string().nullish(),
  object_type: z.string().nullish(),
  /** VIT types it as the transaction's object; an id alone is read too. */
  transaction: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
});

/**
 * One receivable of an antecipação. VIT lists only their ids; the sandbox answers the objects
 * (assumed: what the provider would say of each), and ids alone are tolerated.
 */
const zoopPrepaidReceivableSchema = z.looseObject({
  id: z.string().min(1),
  transaction: z.string(),
  installment: count,
  amount: zoopMoney,
  expected_on: day,
  anticipation_fee: zoopMoney,
});
export const zoopPrepaymentReceivablesSchema = z
  .array(z.union([z.string(), zoopPrepaidReceivableSchema]))
  .nullish()
  .transform((list) =>
    (list ?? []).filter((r): r is z.output<typeof zoopPrepaidReceivableSchema> => typeof r !== 'string'),
  );

/** `GET /sellers/{id}/prepayments/info` (VIT `IFuturePrePayment`), with the date and detail assumed. */
export const zoopPrepaymentInfoSchema = z.looseObject({
  receivables_count: count.nullish(),
  total_net_amount_before_prepayment_fees: zoopMoney,
  total_net_amount_after_prepayment_fees: zoopMoney,
  prepayment_date: day,
  receivables: zoopPrepaymentReceivablesSchema,
});

/** `POST /prepayments`, `GET /prepayments/{id}` (VIT `IPrePayment`). */
export const zoopPrepaymentSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('prepayment').nullish(),
  status: z.string(),
  status_detail: z.string().nullish(),
  customer: z.string(),
  prepayment_date: day,
  prepayment_gross_amount: zoopMoney,
  prepayment_net_amount: zoopMoney,
  receivables: zoopPrepaymentReceivablesSchema,
  created_at: z.string(),
});
