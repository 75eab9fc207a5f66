import type { UpdatePaymentLink } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import type { Principal } from '../accounts';
import { assertOfferedMethod } from './create-link';
import { linkScope } from './link-scope';
import { forgetPayerView } from './payer-view-cache';
import { findLink, softDeleteLink, updateLink } from './repository';

export const LINK_NOT_FOUND_OWNER = 'Link de pagamento não encontrado.';

/**
 * PUT /payment-update/:id: amount, description, interest-free count and methods. The owner seller,
 * its marketplace or an admin; a foreign, deleted or unknown link answers 404 alike.
 */
export async function updatePaymentLink(
  ctx: AppContext,
  who: Principal,
  linkId: string,
  input: UpdatePaymentLink,
) {
  assertOfferedMethod(input.paymentMethods);
  const scope = linkScope(who);
  const changed = await updateLink(ctx.db, scope, linkId, {
    amountCents: input.amountCents,
    description: input.description,
    parcelasSemJuros: input.parcelasSemJuros,
    paymentMethods: input.paymentMethods,
  });
  const updated = changed ? await findLink(ctx.db, scope, linkId) : undefined;
  if (!updated) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
  await forgetPayerView(ctx, linkId);
  return updated;
}

/** DELETE /payment-remove/:id: soft delete, so transactions keep their link and it stops taking payments. */
export async function removePaymentLink(ctx: AppContext, who: Principal, linkId: string): Promise<void> {
  if (!(await softDeleteLink(ctx.db, linkScope(who), linkId))) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
  await forgetPayerView(ctx, linkId);
}
