import type { ProviderCharge } from '../port';
import { boletoWasPaid, mapZoopStatus } from './map-status';
import { zoopTimeToIso } from './zoop-time';
import type { ZoopTransaction } from './schemas';
import { barcodeOf, digitableLine } from '../../../platform/br-codes/febraban';
import type { BoletoCodes } from '../boleto-types';

/** A boleto's codes from Zoop's `payment_method`; none when the barcode would not pay. */
function boletoCodes(pm: ZoopTransaction['payment_method']): BoletoCodes | null {
  const m = (pm ?? {}) as {
    barcode?: unknown;
    url?: unknown;
    expiration_date?: unknown;
    document_number?: unknown;
  };
  // Zoop sends the 47-digit line here (recorded/boleto.ts); a 44-digit barcode is read too.
  const barcode = typeof m.barcode === 'string' ? barcodeOf(m.barcode) : null;
  if (!barcode) return null;
  return {
    barcode,
    digitableLine: digitableLine(barcode),
    dueDate: typeof m.expiration_date === 'string' ? m.expiration_date.slice(0, 10) : '',
    url: typeof m.url === 'string' ? m.url : '',
    ...(typeof m.document_number === 'string' ? { documentNumber: m.document_number } : {}),
  };
}

/** A parsed Zoop transaction as our `ProviderCharge`, with the untouched JSON kept in `raw`. */
export function toProviderCharge(tx: ZoopTransaction, raw: unknown): ProviderCharge {
  const isPix = tx.payment_type === 'pix';
  const isBoleto = tx.payment_type === 'boleto';
  const pm = tx.payment_method;
  const feesCents = tx.fees ?? 0;
  const charge: ProviderCharge = {
    providerId: tx.id,
    referenceId: tx.reference_id ?? null,
    status: mapZoopStatus(tx.status, {
      paymentType: tx.payment_type,
      wasPaid: isBoleto ? boletoWasPaid(tx) : (tx.captured ?? false),
    }),
    amountCents: tx.amount,
    originalAmountCents: tx.original_amount ?? tx.amount,
    feesCents,
    netCents: tx.amount - feesCents,
    installments: tx.installment_plan?.number_installments ?? 1,
    method: isPix ? 'pix' : isBoleto ? 'bank_slip' : 'credit_card',
    sellerId: tx.on_behalf_of ?? null,
    providerStatus: tx.status,
    raw,
  };
  if (isBoleto) {
    const codes = boletoCodes(pm);
    if (codes) charge.boleto = codes;
  }
  if (!isPix && !isBoleto && pm?.last4_digits) {
    charge.card = {
      brand: pm.card_brand ?? 'desconhecida',
      first4: pm.first4_digits ?? '',
      last4: pm.last4_digits,
      holderName: pm.holder_name ?? '',
    };
  }
  if (isPix && pm?.qr_code) {
    charge.pix = {
      emv: pm.qr_code.emv,
      expiresAt: zoopTimeToIso(pm.expiration_date) ?? pm.expiration_date ?? '',
    };
  }
  if (tx.status === 'failed') charge.declineReason = lastFailure(tx);
  return charge;
}

/** The newest failed history entry says why; fall back to a generic reason. */
function lastFailure(tx: ZoopTransaction): string {
  const failed = (tx.history ?? []).filter((h) => h.status === 'failed').at(-1);
  if (!failed) return 'failed';
  return (
    [failed.response_code, failed.response_message].filter((p) => p != null && p !== '').join(': ') ||
    'failed'
  );
}
