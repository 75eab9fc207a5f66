import type { ChargeStatus } from '../port';

/**
 * Zoop transaction status → ours, in one place. Unknown words map to `pendente` so a status Zoop
 * adds later can never be read as paid; the raw word stays on the charge as `providerStatus`.
 * `wasPaid` says whether money had arrived before a `canceled`: for a card, Zoop's `captured`;
 * for a boleto, the boleto itself (`boletoWasPaid`), never `captured`, which a pending boleto
 * also answers `true` (recorded/boleto.ts).
 */
export function mapZoopStatus(status: string, ctx: { paymentType: string; wasPaid: boolean }): ChargeStatus {
  switch (status) {
    // A partial refund keeps money with the seller.
    case 'succeeded':
    case 'partial_refunded':
      return 'pago';
    // The payer's bank disputes the charge: held until decided, neither paid nor refunded.
    case 'dispute':
      return 'em_disputa';
    // The dispute was lost: the card network took the money back, which the seller never chose.
    case 'charged_back':
      return 'chargeback';
    case 'pending':
    case 'new':
      return ctx.paymentType === 'pix' ? 'pendente_pix' : 'pendente';
    // Authorised but not captured: no money moved yet.
    case 'pre_authorized':
      return 'pendente';
    // A reversal undoes a charge that failed technically mid-way: it was never paid.
    case 'failed':
    case 'reversed':
      return 'falha';
    // A void after payment gives the money back; before it (expired PIX, released
    // pre-authorisation, a boleto cancelled or lapsed unpaid) the money never arrived.
    case 'canceled':
      return ctx.wasPaid ? 'estornada' : 'falha';
    case 'refunded':
      return 'estornada';
    default:
      return ctx.paymentType === 'pix' ? 'pendente_pix' : 'pendente';
  }
}

type BoletoSigns = {
  payment_method?: { status?: string | null; paid_at?: string | null } | null;
  history?: { operation_type?: string | null; status?: string | null }[] | null;
};

/** A boleto was paid when the boleto says so (`status: paid`, a `paid_at`) or its history does. */
export function boletoWasPaid(tx: BoletoSigns): boolean {
  const pm = tx.payment_method;
  if (pm?.status === 'paid' || (pm?.paid_at ?? '') !== '') return true;
  return (tx.history ?? []).some((h) => h.operation_type === 'paid' && h.status !== 'failed');
}
