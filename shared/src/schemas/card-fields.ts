import { luhnValid } from '../card/luhn';
import { EXPIRY_RE, isExpiryValid } from '../card/masks';
import { requiredString } from './auth';
import { singleLine } from './text';

/**
 * Card fields shared by the payer's card form and the customer's saved cards. The number leaves as
 * bare digits; it is sent to the provider and must never be stored or logged.
 */

const CARD_NUMBER_RE = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;

export const cardNumberField = requiredString('Número do cartão é obrigatório')
  .refine((v) => CARD_NUMBER_RE.test(v) && luhnValid(v), { error: 'Número do cartão inválido' })
  .transform((v) => v.replace(/\D/g, ''));

export const CARD_EXPIRY_INVALID = 'Data inválida (MM/AA)';
/** A well-formed date already gone: the payer is told the card is expired, not that they mistyped. */
export const CARD_EXPIRED = 'Cartão vencido: a validade já passou';

/** 'MM/AA', and not a month already gone (judged at parse time, Sao Paulo calendar). */
export const cardExpiryField = requiredString('Data de validade é obrigatória')
  .refine((v) => EXPIRY_RE.test(v), { error: CARD_EXPIRY_INVALID, abort: true })
  .refine((v) => isExpiryValid(v, new Date()), { error: CARD_EXPIRED });

/**
 * The security code has one name on every form: 'CVC', the word of the spec's messages ('CVC é
 * obrigatório', 'CVC inválido'); spec 001's customer form said 'CVV' for the same field (issue 20).
 */
export const cardCvcField = requiredString('CVC é obrigatório').regex(/^\d{3,4}$/, {
  error: 'CVC inválido',
});

export const cardHolderField = singleLine(
  requiredString('Nome no cartão é obrigatório')
    .min(2, { error: 'Nome muito curto' })
    .max(100, { error: 'Nome muito longo' }),
);
