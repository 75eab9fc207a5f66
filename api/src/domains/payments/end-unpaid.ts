import type { AppContext } from '../../platform/context';
import type { PaymentProvider, ProviderCharge } from '../gateway';
import { gateway } from '../gateway';
import { rulesOf } from './methods/rules';
import { recordCharge, recordFailure } from './status-updates';

/**
 * A row whose provider read failed is asked again after this, not after the whole lease: the
 * instance is done with it, and a payment the provider holds reaches the payer's screen sooner.
 */
const RETRY_SECONDS = 10;

/**
 * Ends one open charge we no longer want paid, leased by the caller: a PIX past its deadline, a
 * boleto past its limit date, a code on a link another payment filled, a payer's own code before
 * their card. The provider is asked first, always (an instance may have died between the payer
 * paying and the webhook being recorded: issue 35). Paid there: recorded through the ordinary paid
 * path (receipt, socket push; a payment found after we ended it is flagged late by `applyCharge`).
 * Still open there, or never created there: failed here with `reason`, then voided there. Ours
 * comes first because the provider's cancellation webhook can be recorded before its answer to
 * the void: it would end the row with the method's own reason ('expired'), and a payer whose code
 * was replaced would read 'expirada', not 'cancelada'. The provider could not be asked (down, or it
 * does not know an id it gave us): left open in this run and looked at again RETRY_SECONDS later.
 */
export async function endUnpaid(
  ctx: AppContext,
  row: { id: string; providerId: string | null },
  reason: string,
): Promise<void> {
  const { id, providerId } = row;
  const { provider } = gateway(ctx);
  const logger = ctx.log;
  let charge: ProviderCharge | null;
  try {
    // By the id it gave us; without one (its answer was lost), by our reference: null there means
    // it never created the charge, so there is nothing anyone could pay.
    charge = providerId ? await provider.getCharge(providerId) : await provider.findChargeByReference(id);
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'ending unpaid: provider not asked; left open until it answers');
    await ctx.database.query(
      `UPDATE transactions SET expiry_lease_until = now() + make_interval(secs => $2) WHERE id = $1`,
      [id, RETRY_SECONDS],
    );
    return;
  }
  if (charge && charge.status !== 'pendente_pix' && charge.status !== 'pendente') {
    await recordCharge(ctx, id, charge);
    return;
  }
  await recordFailure(ctx, id, reason, charge?.providerId ?? null);
  if (!charge) return;
  try {
    await recordCharge(ctx, id, await cancelUnpaid(provider, charge));
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'ending unpaid: void failed; a late payment will be recorded');
  }
}

/**
 * Ends an unpaid charge at the provider: a boleto by Zoop's boleto cancellation (issue 36; it is
 * asynchronous, so the answer may still read pending: the row is already failed, and a status of
 * lower rank changes nothing), anything else by its void. Neither is a refund: no money had come.
 */
export function cancelUnpaid(provider: PaymentProvider, charge: ProviderCharge): Promise<ProviderCharge> {
  const cancel = rulesOf(charge.method)?.cancelUnpaid;
  return cancel ? cancel(provider, charge.providerId) : provider.voidCharge(charge.providerId);
}
