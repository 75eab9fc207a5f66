import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { markLatePaymentReviewed } from '../payments';
import { loadOwnTransaction } from './own-transaction';

export const LATE_ACCEPTED = 'Pagamento mantido e marcado como revisado.';
const NOT_LATE = 'Esta transação não é um PIX pago após a expiração.';

/** 'Aceitar' on a PIX paid after expiry: the money is kept and the queue forgets it. */
export async function acceptLatePayment(ctx: AppContext, who: Principal, id: string) {
  const own = await loadOwnTransaction(ctx, who, id);
  if (!own.tx.latePayment || own.tx.status !== 'pago') throw AppError.unprocessable(NOT_LATE, 'not_late');
  await markLatePaymentReviewed(ctx.db, id, who.userId);
  return { message: LATE_ACCEPTED, transaction: (await loadOwnTransaction(ctx, who, id)).view };
}
