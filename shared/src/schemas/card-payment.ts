import { z } from 'zod';
import { DEFAULT_CARD_COUNTRY, MAX_INSTALLMENTS } from '../constants';
import { CEP_RE } from '../documents/contact';
import { isValidCpfOrCnpj, onlyDigits } from '../documents/cpf-cnpj';
import { emailField, optionalText, requiredString } from './auth';
import { cardCvcField, cardExpiryField, cardHolderField, cardNumberField } from './card-fields';
import { integerField, reaisAmountField } from './fields';

/**
 * The public payment page (spec 000 sections 3, 5 and 7). The payer's installmentValue and
 * totalValue are not read: the server quotes them again from the link, so they are stripped here.
 */

export const cardFormSchema = z.object({
  number: cardNumberField,
  expiry: cardExpiryField,
  cvc: cardCvcField,
  name: cardHolderField,
  cpf: requiredString('CPF é obrigatório')
    .refine(isValidCpfOrCnpj, { error: 'CPF inválido' })
    .transform(onlyDigits),
  email: emailField('Email é obrigatório', 'Email inválido').transform((e) => e.toLowerCase()),
  installments: integerField({
    min: 1,
    max: MAX_INSTALLMENTS,
    message: 'Selecione a quantidade de parcelas desejada.',
  }),
  address: optionalText(200),
  city: optionalText(100),
  postal_code: optionalText(9).refine((v) => v === '' || CEP_RE.test(v), {
    error: 'CEP inválido (ex: 00000-000)',
  }),
  state: optionalText(50),
  country: optionalText(60)
    .refine((v) => v === '' || /^[a-z]{2}$/i.test(v), { error: 'País inválido (ex: BR)' })
    .transform((v) => (v === '' ? DEFAULT_CARD_COUNTRY : v.toUpperCase())),
  phone_number: optionalText(20),
});
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardForm = z.infer<typeof cardFormSchema>;

export const QUOTED_TOTAL_REQUIRED = 'Informe o total das parcelas exibido ao pagador.';
export const QUOTED_TOTAL_INVALID = 'Total das parcelas inválido.';

/** POST /payment/:linkId for a card: the form plus what the page adds. */
export const cardPaymentRequestSchema = cardFormSchema.extend({
  paymentMethod: z.literal('credit_card', { error: 'Método de pagamento inválido' }),
  amount: reaisAmountField().optional(),
  /**
   * The total (cents) the payer saw for the chosen installment count: required on every card
   * charge, so no client is charged a price it did not show. The server still prices the charge
   * itself; when the price changed since the page was read (a plan edit) it refuses with
   * `quote_changed` and the page shows the fresh quote (docs/decisions/006).
   */
  quotedTotalCents: z
    .number({
      error: (issue) => (issue.input === undefined ? QUOTED_TOTAL_REQUIRED : QUOTED_TOTAL_INVALID),
    })
    .int({ error: QUOTED_TOTAL_INVALID })
    .positive({ error: QUOTED_TOTAL_INVALID }),
  id_juros: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null || v === '' ? undefined : String(v))),
});
export type CardPaymentRequest = z.infer<typeof cardPaymentRequestSchema>;

const PIX_EMAIL_INVALID = 'Email inválido';

/**
 * POST /payment/:linkId for PIX: `valor` in reais, leaves as valorCents. PIX needs no name, but a
 * payer who gave one (and an e-mail) on this page is named in the seller's history, not 'Cliente
 * Anônimo'; blank means not given.
 */
export const pixPaymentRequestSchema = z
  .object({
    valor: reaisAmountField(),
    paymentMethod: z.literal('pix', { error: 'Método de pagamento inválido' }),
    nome: optionalText(120),
    email: optionalText(254).refine((v) => v === '' || z.email().safeParse(v).success, {
      error: PIX_EMAIL_INVALID,
    }),
  })
  .transform(({ valor, paymentMethod, nome, email }) => ({
    valorCents: valor,
    paymentMethod,
    payerName: nome.replace(/\s+/g, ' ') || null,
    payerEmail: email.toLowerCase() || null,
  }));
export type PixPaymentRequestInput = z.input<typeof pixPaymentRequestSchema>;
export type PixPaymentRequest = z.infer<typeof pixPaymentRequestSchema>;
