import { luhnValid } from '../card/luhn';
import { EXPIRY_RE, isExpiryValid } from '../card/masks';
import { requiredString } from './auth';

/**
 * Card fields shared by the payer's card form and the customer's saved cards. The number leaves as
 * bare digits; it is sent to the provider and must never be stored or logged.
 */

const CARD_NUMBER_RE = /^\d{4} ?\d{4} ?\d{4} ?\d{4}$/;

export const cardNumberField = requiredString('Número do cartão é obrigatório')
  .refine((v) => CARD_NUMBER_RE.test(v) && luhnValid(v), { error: 'Número do cartão inválido' })
  .transform((v) => v.replace(/\D/g, ''));

/** 'MM/AA', and not a month already gone (judged at parse time, Sao Paulo calendar). */
export const cardExpiryField = requiredString('Data de validade é obrigatória').refine(
  (v) => EXPIRY_RE.test(v) && isExpiryValid(v, new Date()),
  { error: 'Data inválida (MM/AA)' },
);

/** The security code, named as its form labels it: 'CVC' on the checkout (spec 000), 'CVV' on the customer's card form (spec 001). */
const securityCodeField = (name: 'CVC' | 'CVV') =>
  requiredString(`${name} é obrigatório`).regex(/^\d{3,4}$/, { error: `${name} inválido` });

export const cardCvcField = securityCodeField('CVC');
export const cardCvvField = securityCodeField('CVV');

export const cardHolderField = requiredString('Nome no cartão é obrigatório')
  .min(2, { error: 'Nome muito curto' })
  .max(100, { error: 'Nome muito longo' });
