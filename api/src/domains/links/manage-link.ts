import { resolveCheckoutSettings, type UpdatePaymentLink } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import type { Principal } from '../../platform/principal';
import { boletoColumns, boletoSettingsOf, type BoletoColumns } from './boleto-settings';
import { checkoutColumns, checkoutSettingsOf } from './checkout-settings';
import { assertOfferedMethod } from './create-link';
import { linkScope } from './link-scope';
import { forgetPayerView } from './payer-view-cache';
import { changedFields, recordAudit } from '../audit';
import { findLink, sellerUserId, softDeleteLink, updateLink } from './repository';
import { ratePercent } from '../interest-plans';
import { resolveSplitRules } from './split-rules';
import type { SplitRule } from './tables';

export const LINK_NOT_FOUND_OWNER = 'Link de pagamento não encontrado.';

/** The link fields that set what a payer is charged, as the audit trail shows them. */
const pricingOf = (
  l: {
    amountCents: number;
    parcelasSemJuros: number;
    paymentMethods: readonly string[];
    splitRules: readonly SplitRule[];
  } & BoletoColumns,
) => ({
  valor_centavos: l.amountCents,
  parcelas_sem_juros: l.parcelasSemJuros,
  metodos: l.paymentMethods.join(', '),
  boleto:
    l.boletoDueDays === null
      ? ''
      : `${l.boletoDueDays} dias, multa ${l.boletoLateFeeHundredths ?? 0}, juros ${l.boletoMonthlyInterestHundredths ?? 0} (centésimos de %)`,
  split: l.splitRules.map((r) => `${r.recipientSellerId} ${ratePercent(r.percentageHundredths)}%`).join(', '),
});

/**
 * PUT /payment-update/:id: amount, description, interest-free count and methods, and the split
 * when sent (to replace a removed recipient: the same rules as creation, against the link's own
 * seller and marketplace). The owner seller, its marketplace or an admin; a foreign, deleted or
 * unknown link answers 404 alike.
 */
export async function updatePaymentLink(
  ctx: AppContext,
  who: Principal,
  linkId: string,
  input: UpdatePaymentLink,
) {
  assertOfferedMethod(input.paymentMethods);
  const scope = linkScope(who);
  const before = await findLink(ctx.db, scope, linkId);
  if (!before) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
  const splitRules =
    input.splitPayments === undefined
      ? before.link.splitRules
      : await resolveSplitRules(ctx.db, before.link, input.splitPayments);
  const boleto = boletoColumns(input, input.boleto, boletoSettingsOf(before.link));
  // Edited without its checkout settings (the spec's four-field modal): the new amount must still
  // fit the link's own ('valor livre' limits, quantity × amount).
  const checkout = input.checkout ?? checkoutSettingsOf(before.link);
  const fits = resolveCheckoutSettings(checkout, input.amountCents);
  if (!fits.ok) throw AppError.badRequest(fits.message, fits.field);
  await ctx.db.transaction(async (tx) => {
    const changed = await updateLink(tx, scope, linkId, {
      amountCents: input.amountCents,
      description: input.description,
      parcelasSemJuros: input.parcelasSemJuros,
      paymentMethods: input.paymentMethods,
      ...boleto,
      splitRules,
      ...(input.checkout ? checkoutColumns(input.checkout) : {}),
    });
    if (!changed) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
    // What prices the payer's installments and splits the money is audited (issue 12); the description is not.
    const mudancas = changedFields(
      pricingOf(before.link),
      pricingOf({ ...before.link, ...input, ...boleto, splitRules }),
    );
    if (mudancas.length > 0)
      await recordAudit(tx, {
        entidade: 'link',
        entidadeId: linkId,
        acao: 'alterado',
        actor: { userId: who.userId, nome: who.nome },
        mudancas,
        linksAfetados: 1,
        marketplaceId: before.link.marketplaceId,
        ownerUserId: await sellerUserId(tx, before.link.sellerId),
      });
  });
  const updated = await findLink(ctx.db, scope, linkId);
  if (!updated) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
  await forgetPayerView(ctx, linkId);
  return updated;
}

/** DELETE /payment-remove/:id: soft delete, so transactions keep their link and it stops taking payments. */
export async function removePaymentLink(ctx: AppContext, who: Principal, linkId: string): Promise<void> {
  if (!(await softDeleteLink(ctx.db, linkScope(who), linkId))) throw AppError.notFound(LINK_NOT_FOUND_OWNER);
  await forgetPayerView(ctx, linkId);
}
