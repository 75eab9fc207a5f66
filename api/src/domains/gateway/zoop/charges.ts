import { AppError } from '../../../platform/app-error';
import { validatePixBrCode } from '../../../platform/br-codes/pix/br-code';
import type { CardChargeOutcome, ChargeCardInput, ChargePixInput, ProviderCharge } from '../port';
import { cardOutcomeOf, chargeCardInputSchema, chargePixInputSchema } from '../types';
import { zoopBoletoCancel } from './boleto-cancel';
import { PIX_REFUND_WHOLE, isDeclineError, isOutcomeUnknown, stillUnknownIfFails } from './errors';
import type { ZoopHttp, ZoopLogger } from './http';
import { cardTransactionBody, pixTransactionBody } from './requests';
import { zoopListSchema, zoopTransactionSchema } from './schemas';
import { toProviderCharge } from './to-charge';

/** The charge verbs of the Zoop adapter. Creates are never repeated blindly: see `createOnce`. */
export function zoopChargeVerbs(http: ZoopHttp, cancellation: ZoopHttp, log: ZoopLogger) {
  async function getCharge(providerId: string): Promise<ProviderCharge> {
    const { data, raw } = await http.get(
      `/transactions/${encodeURIComponent(providerId)}`,
      zoopTransactionSchema,
    );
    return toProviderCharge(data, raw);
  }

  const cancelBoleto = zoopBoletoCancel(cancellation, getCharge);

  async function findChargeByReference(referenceId: string): Promise<ProviderCharge | null> {
    const query = new URLSearchParams({ reference_id: referenceId, limit: '20', sort: 'time-descending' });
    const { data, raw } = await http.get(`/transactions?${query}`, zoopListSchema(zoopTransactionSchema));
    // Filter again here: if Zoop ever ignored the filter we must not adopt someone else's charge.
    const rawItems = (raw as { items: unknown[] }).items;
    const mine = data.items
      .map((tx, i) => ({ tx, raw: rawItems[i] }))
      .filter((m) => m.tx.reference_id === referenceId);
    const best = mine.find((m) => m.tx.status !== 'failed') ?? mine[0];
    return best ? toProviderCharge(best.tx, best.raw) : null;
  }

  /**
   * One POST /transactions. When the answer is lost (timeout, 408, 5xx, or a 2xx we cannot read) Zoop may still have charged,
   * so we look the charge up by `reference_id` and adopt it. If it is not there we do not POST again:
   * a gateway 5xx or a timeout can leave the first request in flight, and a second POST could charge
   * twice. The caller gets a retryable error and retries later with the same `referenceId`.
   */
  async function createOnce(body: object, referenceId: string, amountCents: number): Promise<ProviderCharge> {
    try {
      const { data, raw } = await http.post('/transactions', zoopTransactionSchema, body);
      return toProviderCharge(data, raw);
    } catch (err) {
      if (!isOutcomeUnknown(err)) throw err;
      // A lookup that fails or cannot be read tells nothing: the outcome stays unknown (retryable),
      // so reconciliation looks again instead of skipping a charge that may exist.
      const unknown = new AppError(err.status, err.code, err.message, {
        details: { ...err.details, referenceId },
      });
      const found = await stillUnknownIfFails(unknown, () => findChargeByReference(referenceId));
      if (!found) throw unknown;
      if (found.originalAmountCents !== amountCents) {
        throw AppError.conflict(
          'Já existe outra cobrança com esta referência no provedor.',
          'provider_reference_conflict',
        );
      }
      log.warn(
        { referenceId, providerId: found.providerId, status: found.providerStatus },
        'zoop charge recovered by reference',
      );
      return found;
    }
  }

  async function chargeCard(input: ChargeCardInput): Promise<CardChargeOutcome> {
    const c = chargeCardInputSchema.parse(input);
    try {
      // A 2xx holding a failed transaction is a refusal too (the issuer's code in its history).
      return cardOutcomeOf(await createOnce(cardTransactionBody(c), c.referenceId, c.amountCents));
    } catch (err) {
      // Zoop's 402 card_error: refused before a transaction was kept.
      if (!isDeclineError(err)) throw err;
      const reason = String(err.details?.declineReason ?? 'card_declined');
      return { ok: false, reason, code: reason, charge: null, raw: err.details ?? null };
    }
  }

  async function chargePix(input: ChargePixInput): Promise<ProviderCharge> {
    const p = chargePixInputSchema.parse(input);
    const charge = await createOnce(pixTransactionBody(p, new Date()), p.referenceId, p.amountCents);
    // Never show a payer a code that would fail in their bank app or charge a different amount.
    // Dynamic codes may legitimately omit field 54, so the amount is checked only when present.
    const check = validatePixBrCode(charge.pix?.emv ?? '');
    const amount = check.fields.amountCents;
    if (!check.valid || (amount !== undefined && amount !== p.amountCents)) {
      throw new AppError(502, 'provider_bad_response', 'O provedor devolveu um código PIX inválido.', {
        operational: false,
        details: { providerId: charge.providerId, errors: check.errors, amountCents: amount ?? null },
      });
    }
    return charge;
  }

  async function voidCharge(providerId: string, amountCents?: number): Promise<ProviderCharge> {
    const before = await getCharge(providerId);
    const amount = amountCents ?? before.amountCents;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > before.amountCents) {
      throw AppError.unprocessable('Valor de estorno inválido.', 'invalid_refund_amount', 'amountCents');
    }
    // A boleto is cancelled by Zoop's boleto call, whole, never by the transaction void.
    if (before.method === 'bank_slip') {
      if (amount < before.amountCents)
        throw AppError.unprocessable(
          'Um boleto é cancelado por inteiro.',
          'boleto_partial_cancel',
          'amountCents',
        );
      return cancelBoleto(providerId, before);
    }
    const body = { on_behalf_of: before.sellerId, amount };
    try {
      const { data, raw } = await http.post(
        `/transactions/${encodeURIComponent(providerId)}/void`,
        zoopTransactionSchema,
        body,
      );
      return toProviderCharge(data, raw);
    } catch (err) {
      // Zoop voids part of a charge only for captured credit: a PIX is refunded whole.
      if (
        err instanceof AppError &&
        err.code === 'refund_refused' &&
        before.method === 'pix' &&
        amount < before.amountCents
      )
        throw AppError.unprocessable(PIX_REFUND_WHOLE, 'pix_partial_refund', 'amountCents');
      if (!isOutcomeUnknown(err)) throw err;
      // Same reasoning as createOnce: read back instead of voiding twice.
      const after = await stillUnknownIfFails(err, () => getCharge(providerId));
      const applied =
        after.providerStatus === 'canceled' || after.amountCents === before.amountCents - amount;
      if (applied) return after;
      throw err;
    }
  }

  return {
    getCharge,
    findChargeByReference,
    chargeCard,
    chargePix,
    voidCharge,
    cancelBoleto: (providerId: string) => cancelBoleto(providerId),
  };
}
