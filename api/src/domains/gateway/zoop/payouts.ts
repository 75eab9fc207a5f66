import { centsToDecimalString } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';
import type { PayoutVerbs } from '../payout-port';
import type { MoneyVerbs } from '../money-port';
import { zoopBalanceHistoryVerb } from './balance-history';
import { bankAccountInputSchema, type ReceivingPolicy } from '../payout-types';
import type { ZoopHttp, ZoopLogger } from './http';
import { zoopBankAccountSchema, zoopBankTokenSchema, zoopReceivingPolicySchema } from './payout-schemas';
import { zoopTransferVerbs } from './payout-transfers';
import { zoopDeletedSchema, zoopListSchema } from './schemas';
import type { z } from 'zod';

const id = encodeURIComponent;

/** Zoop may answer `Savings`/`Checking` capitalised (or the Portuguese word): never read a savings account as checking. */
const accountType = (type: string | null | undefined) =>
  /^(savings|poupan[cç]a)$/i.test(type?.trim() ?? '') ? ('savings' as const) : ('checking' as const);

const toBankAccount = (data: z.output<typeof zoopBankAccountSchema>, raw: unknown) => ({
  bankAccountId: data.id,
  sellerId: data.customer ?? '',
  holderName: data.holder_name ?? '',
  bankCode: data.bank_code ?? '',
  routingNumber: data.routing_number ?? '',
  accountNumber: data.account_number ?? '',
  type: accountType(data.type),
  raw,
});

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Zoop's four fields as what they are. A weekday may come back as its English name. */
function toPolicy(p: z.output<typeof zoopReceivingPolicySchema>): ReceivingPolicy {
  if (!p.transfer_enabled) return { kind: 'manual' };
  const minimumCents = p.minimum_transfer_value ?? 0;
  const interval = p.transfer_interval?.toLowerCase();
  if (interval !== 'weekly' && interval !== 'monthly') return { kind: 'automatic_daily', minimumCents };
  const day = String(p.transfer_day ?? '').toLowerCase();
  const transferDay = WEEKDAYS.indexOf(day) + 1 || Number.parseInt(day, 10) || 1;
  return {
    kind: interval === 'weekly' ? 'automatic_weekly' : 'automatic_monthly',
    transferDay,
    minimumCents,
  };
}

/**
 * All four fields, always (research zoop.md §13 item 7). The minimum goes as a decimal string in
 * reais like every money Zoop answers (assumed: no source shows it sent); the day as a number
 * (1 = Monday for weekly, the day of the month for monthly).
 */
function policyBody(policy: ReceivingPolicy) {
  const enabled = policy.kind !== 'manual';
  const cents = policy.kind === 'manual' ? 0 : policy.minimumCents;
  return {
    transfer_interval:
      policy.kind === 'automatic_weekly'
        ? 'weekly'
        : policy.kind === 'automatic_monthly'
          ? 'monthly'
          : 'daily',
    transfer_day: 'transferDay' in policy ? policy.transferDay : null,
    transfer_enabled: enabled,
    minimum_transfer_value: centsToDecimalString(cents),
  };
}

/** Zoop's 404 names no object; the error says which one the caller asked for. */
async function orNotFound<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found')
      throw new AppError(404, 'not_found', message, { details: err.details });
    throw err;
  }
}
const SELLER_NOT_FOUND = 'Vendedor não encontrado no provedor.';

/** The money-out verbs of the Zoop adapter (v1), and the account history (issue 38). */
export function zoopPayoutVerbs(
  http: ZoopHttp,
  log: ZoopLogger,
): PayoutVerbs & Pick<MoneyVerbs, 'listBalanceMovements'> {
  return {
    ...zoopTransferVerbs(http, log, orNotFound, SELLER_NOT_FOUND),
    ...zoopBalanceHistoryVerb(http, orNotFound, SELLER_NOT_FOUND),

    async registerBankAccount(sellerId, input) {
      const a = bankAccountInputSchema.parse(input);
      const { data: token } = await http.post('/bank_accounts/tokens', zoopBankTokenSchema, {
        holder_name: a.holderName,
        [a.taxpayerId.length === 14 ? 'ein' : 'taxpayer_id']: a.taxpayerId,
        bank_code: a.bankCode,
        routing_number: a.routingNumber,
        account_number: a.accountNumber,
        type: a.type,
      });
      const { data, raw } = await orNotFound(SELLER_NOT_FOUND, () =>
        http.post('/bank_accounts', zoopBankAccountSchema, { customer: sellerId, token: token.id }),
      );
      return toBankAccount(data, raw);
    },

    async listBankAccounts(sellerId) {
      const { data, raw } = await orNotFound(SELLER_NOT_FOUND, () =>
        http.get(`/sellers/${id(sellerId)}/bank_accounts`, zoopListSchema(zoopBankAccountSchema)),
      );
      return data.items.map((b, i) => toBankAccount(b, (raw as { items: unknown[] }).items[i]));
    },

    async removeBankAccount(bankAccountId) {
      try {
        await http.delete(`/bank_accounts/${id(bankAccountId)}`, zoopDeletedSchema);
      } catch (err) {
        // Already gone at the provider: the removal we asked for holds.
        if (err instanceof AppError && err.code === 'not_found') return;
        throw err;
      }
    },

    async getReceivingPolicy(sellerId) {
      const { data } = await orNotFound(SELLER_NOT_FOUND, () =>
        http.get(`/sellers/${id(sellerId)}/receiving_policy`, zoopReceivingPolicySchema),
      );
      return toPolicy(data);
    },

    async setReceivingPolicy(sellerId, policy) {
      const { data } = await orNotFound(SELLER_NOT_FOUND, () =>
        http.post(`/sellers/${id(sellerId)}/receiving_policy`, zoopReceivingPolicySchema, policyBody(policy)),
      );
      return toPolicy(data);
    },
  };
}
