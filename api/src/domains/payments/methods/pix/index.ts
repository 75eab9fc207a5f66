import { pixPaymentRequestSchema } from '@pagora/shared';
import { findOpenPix } from '../../open-pix';
import { defineMethod } from '../define';
import { checkPixAmount, payByPix, pixAnswer } from './pix-charge';
import { pixRules } from './rules';

const schema = pixPaymentRequestSchema.transform(({ valorCents, payerName, payerEmail }) => ({
  method: 'pix' as const,
  valorCents,
  payer: { name: payerName, email: payerEmail },
}));

/** PIX: a code for the link's own amount, found again by the same payer, paid at their bank. */
export const pixMethod = defineMethod({
  ...pixRules,
  schema,
  check: (link, request) => checkPixAmount(link, request.valorCents),
  // The same payer asking again (reload, back, method switch) gets the code they already have.
  async findOpen(ctx, link, _request, payerKey) {
    const open = await findOpenPix(ctx, link, payerKey);
    return open ? { status: 200, body: pixAnswer(open) } : null;
  },
  charge: (ctx, { link, request, splitRules, attempt, payerKey }) =>
    payByPix(ctx, link, splitRules, attempt, payerKey, request.payer),
});
