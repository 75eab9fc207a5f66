import { cardPaymentRequestSchema } from '@pagora/shared';
import { priceInstallments } from '../../../links';
import { defineMethod } from '../define';
import { payByCard } from './card-charge';
import { cardRules } from './rules';

const schema = cardPaymentRequestSchema.transform((card) => ({ method: 'credit_card' as const, card }));

/** A card typed on the page: priced in installments by the server, counted by the velocity limits. */
export const cardMethod = defineMethod({
  ...cardRules,
  schema,
  // A price the payer did not see, or a count not offered, is refused before anything is counted.
  check: (link, { card }) => void priceInstallments(link, card.installments, card.quotedTotalCents),
  cardNumberOf: ({ card }) => card.number,
  charge: (ctx, { link, request, splitRules, attempt }) =>
    payByCard(ctx, link, request.card, splitRules, attempt),
});
