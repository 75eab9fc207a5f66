import type { ChargeStatus } from '../port';

/**
 * Zoop transaction status → ours, in one place. Unknown words map to `pendente` so a status Zoop
 * adds later can never be read as paid; the raw word stays on the charge as `providerStatus`.
 */
export function mapZoopStatus(status: string, ctx: { paymentType: string; captured: boolean }): ChargeStatus {
  switch (status) {
    // A partial refund keeps money with the seller; a dispute is still paid until it is lost.
    case 'succeeded':
    case 'partial_refunded':
    case 'dispute':
      return 'pago';
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
    // A void after capture gives the money back; a void before (expired PIX, released
    // pre-authorisation) means it never arrived.
    case 'canceled':
      return ctx.captured ? 'estornada' : 'falha';
    case 'refunded':
    case 'charged_back':
      return 'estornada';
    default:
      return ctx.paymentType === 'pix' ? 'pendente_pix' : 'pendente';
  }
}
