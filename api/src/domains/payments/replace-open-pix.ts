import type { AppContext } from '../../platform/context';
import { endUnpaid } from './end-unpaid';
import { openPixIdsOf } from './open-pix';
import { REPLACED_REASON } from './tx-status';

/**
 * Voids the payer's own open PIX codes on a link before their card is charged, so the two cannot
 * both be paid on a one-payment link. Its page (another tab) hears 'cancelada', not an expiry: the
 * payer paid by card instead. A code paid a moment ago is recorded as paid; one the provider will
 * not void (unreachable) is ended here and stays open there: whichever of the two completes second
 * is given back (link-closing.ts).
 */
export async function replaceOpenPix(
  ctx: AppContext,
  linkId: string,
  payerKey: string,
  /** The attempt being made (or resumed): never its own predecessor. */
  exceptId: string,
): Promise<void> {
  for (const open of await openPixIdsOf(ctx, linkId, payerKey)) {
    if (!open.providerId || open.id === exceptId) continue;
    await endUnpaid(ctx, { id: open.id, providerId: open.providerId }, REPLACED_REASON);
  }
}
