import { AppError } from '../../../../platform/app-error';
import type { PayoutVerbs } from '../payout-port';
import { bankAccountInputSchema, type ProviderTransfer, type TransferStatus } from '../payout-types';
import { isOutcomeUnknown } from './errors';
import type { ZoopHttp, ZoopLogger } from './http';
import {
  zoopBankAccountSchema,
  zoopBankTokenSchema,
  zoopReceivableSchema,
  zoopReceivingPolicySchema,
  zoopTransferSchema,
} from './payout-schemas';
import { zoopDeletedSchema, zoopListSchema } from './schemas';
import type { z } from 'zod';

const id = encodeURIComponent;

const TRANSFER_STATUS: Record<string, TransferStatus> = {
  succeeded: 'pago',
  failed: 'falhou',
  canceled: 'falhou',
};

function toTransfer(data: z.output<typeof zoopTransferSchema>, raw: unknown): ProviderTransfer {
  return {
    transferId: data.id,
    sellerId: data.owner ?? '',
    bankAccountId: data.destination ?? '',
    amountCents: data.amount,
    // created, confirmed and pending are all money on its way.
    status: TRANSFER_STATUS[data.status] ?? 'pendente',
    failureReason: data.failure_reason ?? null,
    referenceId: data.reference_id ?? null,
    createdAt: data.created_at,
    raw,
  };
}

const toBankAccount = (data: z.output<typeof zoopBankAccountSchema>, raw: unknown) => ({
  bankAccountId: data.id,
  sellerId: data.customer ?? '',
  holderName: data.holder_name ?? '',
  bankCode: data.bank_code ?? '',
  routingNumber: data.routing_number ?? '',
  accountNumber: data.account_number ?? '',
  type: data.type === 'savings' ? ('savings' as const) : ('checking' as const),
  raw,
});

/** A transfer Zoop refuses for its amount is the seller's limit, not a provider fault. */
function refusedTransfer(err: unknown): unknown {
  if (!(err instanceof AppError) || err.status !== 422) return err;
  const category = (err.details as { providerCategory?: string } | undefined)?.providerCategory;
  if (category !== 'transfer_amount_error' && category !== 'insufficient_escrow_funds_error') return err;
  return new AppError(422, 'transfer_refused', 'Saldo disponível insuficiente para o saque.', {
    details: err.details,
  });
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
const ACCOUNT_NOT_FOUND = 'Conta bancária não encontrada no provedor.';

/** The money-out verbs of the Zoop adapter (v1). */
export function zoopPayoutVerbs(http: ZoopHttp, log: ZoopLogger): PayoutVerbs {
  const transfers = async (sellerId: string) => {
    const { data, raw } = await orNotFound(SELLER_NOT_FOUND, () =>
      http.get(
        `/sellers/${id(sellerId)}/transfers?limit=100&sort=time-descending`,
        zoopListSchema(zoopTransferSchema),
      ),
    );
    return data.items.map((t, i) => toTransfer(t, (raw as { items: unknown[] }).items[i]));
  };
  const findTransferByReference = async (sellerId: string, referenceId: string) =>
    (await transfers(sellerId)).find((t) => t.referenceId === referenceId) ?? null;

  return {
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
      return data.transfer_enabled && data.transfer_interval === 'daily' ? 'automatic_daily' : 'manual';
    },

    async setReceivingPolicy(sellerId, policy) {
      const automatic = policy === 'automatic_daily';
      const { data } = await http.post(
        `/sellers/${id(sellerId)}/receiving_policy`,
        zoopReceivingPolicySchema,
        {
          transfer_interval: 'daily',
          transfer_enabled: automatic,
        },
      );
      return data.transfer_enabled ? 'automatic_daily' : 'manual';
    },

    async createTransfer(input) {
      try {
        const { data, raw } = await http.post(
          `/bank_accounts/${id(input.bankAccountId)}/transfers`,
          zoopTransferSchema,
          {
            amount: input.amountCents,
            description: input.description ?? 'Saque',
            reference_id: input.referenceId,
          },
        );
        return toTransfer(data, raw);
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found')
          throw new AppError(404, 'not_found', ACCOUNT_NOT_FOUND, { details: err.details });
        if (!isOutcomeUnknown(err)) throw refusedTransfer(err);
        // The transfer may exist though its answer was lost: find it rather than send it twice.
        const found = await findTransferByReference(input.sellerId, input.referenceId);
        if (!found) throw err;
        log.warn({ transferId: found.transferId }, 'zoop transfer recovered by reference');
        return found;
      }
    },

    async getTransfer(transferId) {
      const { data, raw } = await orNotFound('Transferência não encontrada no provedor.', () =>
        http.get(`/transfers/${id(transferId)}`, zoopTransferSchema),
      );
      return toTransfer(data, raw);
    },

    findTransferByReference,

    async listReceivables(sellerId, range) {
      const q = `expected_on_range[gte]=${range.from}&expected_on_range[lte]=${range.to}&limit=1000`;
      const { data } = await orNotFound(SELLER_NOT_FOUND, () =>
        http.get(`/sellers/${id(sellerId)}/receivables?${q}`, zoopListSchema(zoopReceivableSchema)),
      );
      return data.items.map((r) => ({
        receivableId: r.id,
        transactionId: r.transaction,
        installment: r.installment,
        amountCents: r.amount,
        grossAmountCents: r.gross_amount,
        expectedOn: r.expected_on,
        status: r.status === 'paid' ? ('pago' as const) : ('pendente' as const),
      }));
    },
  };
}
