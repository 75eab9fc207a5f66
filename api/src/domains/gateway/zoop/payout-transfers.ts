import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { PayoutVerbs } from '../payout-port';
import type { ProviderReceivable, ProviderTransfer, ReceivableStatus, TransferStatus } from '../payout-types';
import { isOutcomeUnknown } from './errors';
import type { ZoopHttp, ZoopLogger } from './http';
import { everyPage } from './payout-paging';
import { zoopTimeToIso } from './zoop-time';
import { zoopReceivableSchema, zoopTransferSchema } from './payout-schemas';

const id = encodeURIComponent;

const TRANSFER_STATUS: Record<string, TransferStatus> = {
  succeeded: 'pago',
  failed: 'falhou',
  canceled: 'falhou',
};

/** Zoop's receivable words (OpenAPI v1.1 filters `paid`/`pending`; events name the rest). */
const RECEIVABLE_STATUS: Record<string, ReceivableStatus> = {
  paid: 'pago',
  canceled: 'cancelado',
  cancelled: 'cancelado',
  deleted: 'cancelado',
  refunded: 'estornado',
};

export function toTransfer(data: z.output<typeof zoopTransferSchema>, raw: unknown): ProviderTransfer {
  return {
    transferId: data.id,
    sellerId: data.owner ?? '',
    bankAccountId:
      data.destination ??
      (typeof data.bank_account === 'string' ? data.bank_account : data.bank_account?.id) ??
      '',
    amountCents: data.amount,
    // created, confirmed and pending are all money on its way.
    status: TRANSFER_STATUS[data.status] ?? 'pendente',
    failureReason: data.failure_reason ?? null,
    referenceId: data.reference_id ?? null,
    createdAt: zoopTimeToIso(data.created_at) ?? data.created_at,
    raw,
  };
}

function toReceivable(r: z.output<typeof zoopReceivableSchema>): ProviderReceivable {
  return {
    receivableId: r.id,
    transactionId: r.transaction,
    installment: r.installment,
    amountCents: r.amount,
    grossAmountCents: r.gross_amount,
    expectedOn: r.expected_on,
    // Anything else (pending, and words Zoop may add) is still to be received.
    status: RECEIVABLE_STATUS[r.status] ?? 'pendente',
    prepaid: r.prepaid ?? false,
    anticipationFeeCents: r.anticipation_fee ?? 0,
  };
}

/** A transfer Zoop refuses for its amount is the seller's limit, not a provider fault. */
function refusedTransfer(err: unknown): unknown {
  if (!(err instanceof AppError) || err.status !== 422) return err;
  const category = (err.details as { providerCategory?: string } | undefined)?.providerCategory;
  if (category !== 'transfer_amount_error' && category !== 'insufficient_escrow_funds_error') return err;
  return new AppError(422, 'transfer_refused', 'Saldo disponível insuficiente para o saque.', {
    details: err.details,
  });
}

/** Zoop may or may not have made the transfer, and would make a second one if asked again. */
function outcomeUnknown(err: AppError, referenceId: string): AppError {
  return new AppError(
    504,
    'transfer_outcome_unknown',
    'O provedor não confirmou o saque. Ele fica em verificação e não será enviado de novo.',
    { operational: true, details: { ...err.details, retryable: false, referenceId } },
  );
}

type Named = <T>(message: string, call: () => Promise<T>) => Promise<T>;

/** Transfers and receivables of the Zoop adapter (v1). */
export function zoopTransferVerbs(
  http: ZoopHttp,
  log: ZoopLogger,
  orNotFound: Named,
  sellerNotFound: string,
) {
  const verbs: Pick<PayoutVerbs, 'createTransfer' | 'getTransfer' | 'listTransfers' | 'listReceivables'> = {
    async createTransfer(input) {
      try {
        // The fields the public clients send (research zoop.md §13 item 5): no reference_id, which
        // Zoop is not known to keep; ours rides in the description for support.
        const { data, raw } = await http.post(
          `/bank_accounts/${id(input.bankAccountId)}/transfers`,
          zoopTransferSchema,
          {
            amount: input.amountCents,
            description: `${input.description ?? 'Saque'} (${input.referenceId})`.slice(0, 255),
          },
        );
        return toTransfer(data, raw);
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found')
          throw new AppError(404, 'not_found', 'Conta bancária não encontrada no provedor.', {
            details: err.details,
          });
        if (!isOutcomeUnknown(err)) throw refusedTransfer(err);
        // Never POST again: Zoop does not deduplicate transfers. The caller matches it later.
        log.warn({ referenceId: input.referenceId }, 'zoop transfer outcome unknown');
        throw outcomeUnknown(err, input.referenceId);
      }
    },

    async getTransfer(transferId) {
      const { data, raw } = await orNotFound('Transferência não encontrada no provedor.', () =>
        http.get(`/transfers/${id(transferId)}`, zoopTransferSchema),
      );
      return toTransfer(data, raw);
    },

    async listTransfers(sellerId, range) {
      const from = Date.parse(range.from);
      const to = Date.parse(range.to);
      const all = await orNotFound(sellerNotFound, () =>
        everyPage(
          http,
          `/sellers/${id(sellerId)}/transfers`,
          { sort: 'time-descending' },
          zoopTransferSchema,
        ),
      );
      // No public source shows a date filter on this list: the range is applied here.
      return all
        .map(({ data, raw }) => toTransfer(data, raw))
        .filter((t) => {
          const at = Date.parse(t.createdAt);
          return at >= from && at <= to;
        });
    },

    async listReceivables(sellerId, range) {
      const all = await orNotFound(sellerNotFound, () =>
        everyPage(
          http,
          `/sellers/${id(sellerId)}/receivables`,
          { 'expected_on_range[gte]': range.from, 'expected_on_range[lte]': range.to },
          zoopReceivableSchema,
        ),
      );
      // Filtered again: a Zoop that ignored the range must not fill a balance with other days.
      return all
        .map(({ data }) => toReceivable(data))
        .filter((r) => r.expectedOn >= range.from && r.expectedOn <= range.to);
    },
  };
  return verbs;
}
