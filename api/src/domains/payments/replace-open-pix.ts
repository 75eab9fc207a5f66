import type { AppContext } from '../../platform/context';
import { openPixIdsOf } from './open-pix';
import { recordCharge } from './status-updates';
import { REPLACED_REASON } from './tx-status';
import { gateway } from '../gateway';

/**
 * Voids the payer's own open PIX codes on a link before their card is charged, so the two cannot
 * both be paid on a one-payment link. A code the provider will not void (paid a moment ago, or
 * unreachable) stays open: whichever of the two completes second is given back (link-closing.ts).
 */
export async function replaceOpenPix(
  ctx: AppContext,
  linkId: string,
  payerKey: string,
  /** The attempt being made (or resumed): never its own predecessor. */
  exceptId: string,
): Promise<void> {
  const { provider } = gateway(ctx);
  const logger = ctx.log;
  for (const open of await openPixIdsOf(ctx, linkId, payerKey)) {
    if (!open.providerId || open.id === exceptId) continue;
    try {
      // Its page (another tab) hears 'cancelada', not an expiry: the payer paid by card instead.
      await recordCharge(ctx, open.id, await provider.voidCharge(open.providerId), {
        failureReason: REPLACED_REASON,
      });
    } catch (err) {
      logger.warn({ err, transactionId: open.id }, 'open PIX not voided before a card payment');
    }
  }
}
