import { z } from 'zod';
import { cardCvcField, cardExpiryField, cardHolderField, cardNumberField } from './card-fields';
import { booleanField } from './fields';

/** The customer's "Adicionar Cartão" form (spec 001 section 2.8), checked like the payer's card form. */
export const customerCardSchema = z.object({
  numero: cardNumberField,
  titular: cardHolderField,
  validade: cardExpiryField,
  // The spec's key `cvv`; the field is labelled and checked as 'CVC', like the payer's.
  cvv: cardCvcField,
  principal: booleanField(false),
});
export type CustomerCardInput = z.input<typeof customerCardSchema>;
export type CustomerCard = z.infer<typeof customerCardSchema>;
