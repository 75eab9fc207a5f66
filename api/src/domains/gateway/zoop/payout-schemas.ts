import { z } from 'zod';
import { zoopMoney } from './schemas';

/** zod schemas of Zoop's money-out answers (bank accounts, receiving policy, transfers, receivables). */

export const zoopBankAccountSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('bank_account'),
  holder_name: z.string().nullish(),
  bank_code: z.string().nullish(),
  routing_number: z.string().nullish(),
  account_number: z.string().nullish(),
  type: z.string().nullish(),
  customer: z.string().nullish(),
});

export const zoopBankTokenSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('token'),
  type: z.literal('bank_account'),
});

const zoopBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * Zoop's four fields (L3, VIT; research zoop.md §13 item 7). `transfer_day` is a weekday or a day
 * of the month, sent and read as a number; `minimum_transfer_value` reads like any Zoop money.
 */
export const zoopReceivingPolicySchema = z.looseObject({
  transfer_interval: z.string().nullish(),
  transfer_day: z.union([z.number().int(), z.string()]).nullish(),
  transfer_enabled: zoopBoolean,
  minimum_transfer_value: zoopMoney.nullish(),
});

/** Zoop's transfer statuses (`created|confirmed|pending|succeeded|failed`, plus `canceled`). */
export const zoopTransferSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('transfer'),
  status: z.string(),
  amount: zoopMoney,
  owner: z.string().nullish(),
  /**
   * Which account the money went to. No public source shows a transfer answer's field for it:
   * older clients read `destination`, others `bank_account` (an id or the account object). Both
   * are read; an answer with neither leaves the account unknown ('').
   */
  destination: z.string().nullish(),
  bank_account: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
  failure_reason: z.string().nullish(),
  reference_id: z.string().nullish(),
  created_at: z.string(),
});

export const zoopReceivableSchema = z.looseObject({
  id: z.string().min(1),
  transaction: z.string(),
  installment: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number),
  amount: zoopMoney,
  gross_amount: zoopMoney,
  expected_on: z.string().transform((v) => v.slice(0, 10)),
  status: z.string(),
  /** Paid early by an antecipação (VIT `IReceivable`, OpenAPI v1.1). */
  prepaid: zoopBoolean.nullish(),
  /** What an antecipação took from it (VIT `IReceivable`). */
  anticipation_fee: zoopMoney.nullish(),
});
