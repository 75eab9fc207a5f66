import { boletoPaymentRequestSchema } from '@pagora/shared';
import { defineMethod } from '../define';
import { checkBoletoRequest, payByBoleto } from './boleto-charge';
import { boletoRules } from './rules';

export const BOLETO_KEY_REQUIRED =
  'Para emitir um boleto, envie o cabeçalho Idempotency-Key: sem ele, uma nova tentativa emitiria um segundo boleto.';

const schema = boletoPaymentRequestSchema.transform((boleto) => ({ method: 'bank_slip' as const, boleto }));

/** A boleto: issued for weeks, paid at any bank until its payment limit date, never given back. */
export const boletoMethod = defineMethod({
  ...boletoRules,
  schema,
  // A boleto lives for weeks and a retry must find the same one: no key, no boleto.
  idempotencyKeyRequired: BOLETO_KEY_REQUIRED,
  check: (link, request) => checkBoletoRequest(link, request.boleto),
  charge: (ctx, { link, request, splitRules, attempt }) =>
    payByBoleto(ctx, link, request.boleto, splitRules, attempt),
});
