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

export const zoopReceivingPolicySchema = z.looseObject({
  transfer_interval: z.string().nullish(),
  transfer_enabled: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true'),
});

/** Zoop's transfer statuses (`created|confirmed|pending|succeeded|failed`, plus `canceled`). */
export const zoopTransferSchema = z.looseObject({
  id: z.string().min(1),
  resource: z.literal('transfer'),
  status: z.string(),
  amount: zoopMoney,
  owner: z.string().nullish(),
  destination: z.string().nullish(),
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
});
