import { centsToReais, updatePaymentLinkSchema, type UpdatePaymentLink } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { linksContract, type LinkView } from '@pagora/shared/contracts';
import { boletoBody } from '../../../lib/boleto-settings';
import { checkoutBody } from '../../../lib/checkout-settings';

/** PUT /api/payment-update/:paymentId — the edit modal validates with the shared schema. */
export { updatePaymentLinkSchema };

/**
 * Sends the modal's parsed values (cents, hundredths) as the route reads them (reais, percent, as
 * create does); the split only when the seller changed it. The checkout settings go whole, as
 * the route applies them only together. Answers the saved link.
 */
export async function updatePaymentLink(linkId: string, link: UpdatePaymentLink): Promise<LinkView> {
  const { amountCents, splitPayments, boleto, checkout, ...rest } = link;
  const answer = await call(linksContract.update, {
    params: { paymentId: linkId },
    body: {
      ...rest,
      amount: centsToReais(amountCents),
      ...(splitPayments
        ? {
            splitPayments: splitPayments.map(({ percentageHundredths, ...split }) => ({
              ...split,
              percentage: percentageHundredths / 100,
            })),
          }
        : {}),
      ...(boleto ? { boleto: boletoBody(boleto) } : {}),
      ...(checkout ? checkoutBody(checkout) : {}),
    },
  });
  return answer.data.payment;
}
