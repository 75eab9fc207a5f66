import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { MoneyVerbs } from '../money-port';
import type { PrepaymentQuoteInput, PrepaymentStatus, ProviderPrepayment } from '../money-types';
import { isOutcomeUnknown } from './errors';
import type { ZoopHttp, ZoopLogger } from './http';
import {
  zoopPrepaymentInfoSchema,
  zoopPrepaymentReceivablesSchema,
  zoopPrepaymentSchema,
} from './money-schemas';
import { everyPage } from './payout-paging';
import { zoopTimeToIso } from './zoop-time';

const id = encodeURIComponent;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Exactly one of an amount or a range of expected dates. */
const quoteInputSchema = z.union([
  z.object({ sellerId: z.string().min(1), amountCents: z.number().int().positive() }).strict(),
  z.object({ sellerId: z.string().min(1), expectedFrom: day, expectedTo: day }).strict(),
]);

export const ANTICIPATION_NOT_ENABLED =
  'A antecipação não está habilitada para este marketplace na Zoop. Peça a habilitação ao seu gerente de conta.';

/** Zoop's statuses as the sandbox answers them (assumed: no public source lists them). */
const STATUS: Record<string, PrepaymentStatus> = {
  approved: 'aprovada',
  committed: 'aprovada',
  paid: 'paga',
  succeeded: 'paga',
  refused: 'recusada',
  denied: 'recusada',
  failed: 'recusada',
  canceled: 'recusada',
};

const receivablesOf = (list: z.output<typeof zoopPrepaymentReceivablesSchema>) =>
  list.map((r) => ({
    receivableId: r.id,
    transactionId: r.transaction,
    installment: r.installment,
    amountCents: r.amount,
    expectedOn: r.expected_on,
    feeCents: r.anticipation_fee,
  }));

function toPrepayment(p: z.output<typeof zoopPrepaymentSchema>, raw: unknown): ProviderPrepayment {
  const status = STATUS[p.status.toLowerCase()] ?? 'solicitada';
  return {
    prepaymentId: p.id,
    sellerId: p.customer,
    status,
    refusalReason: status === 'recusada' ? (p.status_detail ?? p.status) : null,
    grossCents: p.prepayment_gross_amount,
    feeCents: p.prepayment_gross_amount - p.prepayment_net_amount,
    netCents: p.prepayment_net_amount,
    prepaymentDate: p.prepayment_date,
    receivables: receivablesOf(p.receivables),
    createdAt: zoopTimeToIso(p.created_at) ?? p.created_at,
    raw,
  };
}

/**
 * A marketplace Zoop has not enabled is refused with 403 (assumed: the sandbox's answer, no
 * public source shows Zoop's) or a category naming it; either is the marketplace's to fix.
 */
function notEnabled(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  const d = err.details as { providerStatus?: number; providerCategory?: string | null } | undefined;
  if (d?.providerStatus !== 403 && d?.providerCategory !== 'prepayment_not_enabled') return err;
  return new AppError(422, 'anticipation_not_enabled', ANTICIPATION_NOT_ENABLED, { details: err.details });
}

/** Runs a prepayment call: a disabled marketplace and an unknown object said as ours. */
async function enabled<T>(notFound: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found')
      throw new AppError(404, 'not_found', notFound, { details: err.details });
    throw notEnabled(err);
  }
}

const SELLER_NOT_FOUND = 'Vendedor não encontrado no provedor.';

function parseInput(input: PrepaymentQuoteInput) {
  const parsed = quoteInputSchema.safeParse(input);
  if (!parsed.success)
    throw AppError.badRequest('Informe um valor ou um período de recebíveis para antecipar.', 'amountCents');
  return parsed.data;
}

type QuoteInput = z.output<typeof quoteInputSchema>;

/** The selection as Zoop's query (VIT `IPrePaymentQuery`) and body (`IPrePayment`) fields. */
const infoQuery = (q: QuoteInput) =>
  new URLSearchParams(
    'amountCents' in q
      ? { target_amount: String(q.amountCents) }
      : { 'expected_on_range[gte]': q.expectedFrom, 'expected_on_range[lte]': q.expectedTo },
  );
const requestSelection = (q: QuoteInput) =>
  'amountCents' in q
    ? { target_amount: q.amountCents }
    : { min_expected_date: q.expectedFrom, max_expected_date: q.expectedTo };

/**
 * Antecipação on demand (research zoop.md item 12; paths from VIT `prepayments/services.ts`):
 * simulate with `GET /sellers/{id}/prepayments/info`, then `POST /prepayments` with the date it
 * gave and `auto_commit` (so no separate `/commit`).
 */
export function zoopPrepaymentVerbs(
  http: ZoopHttp,
  log: ZoopLogger,
): Omit<MoneyVerbs, 'listBalanceMovements'> {
  const simulate = async (input: PrepaymentQuoteInput) => {
    const q = parseInput(input);
    const { data, raw } = await enabled(SELLER_NOT_FOUND, () =>
      http.get(`/sellers/${id(q.sellerId)}/prepayments/info?${infoQuery(q)}`, zoopPrepaymentInfoSchema),
    );
    return { q, data, raw };
  };

  return {
    async simulatePrepayment(input) {
      const { data, raw } = await simulate(input);
      const gross = data.total_net_amount_before_prepayment_fees;
      const net = data.total_net_amount_after_prepayment_fees;
      return {
        grossCents: gross,
        feeCents: gross - net,
        netCents: net,
        prepaymentDate: data.prepayment_date,
        receivables: receivablesOf(data.receivables),
        raw,
      };
    },

    async requestPrepayment(input) {
      const { referenceId, ...quote } = input;
      const { q, data } = await simulate(quote);
      const body = {
        customer: q.sellerId,
        prepayment_date: data.prepayment_date,
        auto_commit: true,
        ...requestSelection(q),
      };
      try {
        const { data: p, raw } = await enabled(SELLER_NOT_FOUND, () =>
          http.post('/prepayments', zoopPrepaymentSchema, body),
        );
        return toPrepayment(p, raw);
      } catch (err) {
        if (!isOutcomeUnknown(err)) throw err;
        // Never POST again: nothing shows Zoop deduplicating an antecipação. The caller finds it.
        log.warn({ referenceId }, 'zoop prepayment outcome unknown');
        throw new AppError(
          504,
          'anticipation_outcome_unknown',
          'O provedor não confirmou a antecipação. Ela fica em verificação e não será pedida de novo.',
          { operational: true, details: { ...err.details, retryable: false, referenceId } },
        );
      }
    },

    async getPrepayment(prepaymentId) {
      const { data, raw } = await enabled('Antecipação não encontrada no provedor.', () =>
        http.get(`/prepayments/${id(prepaymentId)}`, zoopPrepaymentSchema),
      );
      return toPrepayment(data, raw);
    },

    async listPrepayments(sellerId) {
      const all = await enabled(SELLER_NOT_FOUND, () =>
        everyPage(
          http,
          `/sellers/${id(sellerId)}/prepayments`,
          { sort: 'time-descending' },
          zoopPrepaymentSchema,
        ),
      );
      return all.map(({ data, raw }) => toPrepayment(data, raw));
    },
  };
}
