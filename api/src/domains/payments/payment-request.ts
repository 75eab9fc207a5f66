import {
  boletoPaymentRequestSchema,
  cardPaymentRequestSchema,
  pixPaymentRequestSchema,
  type BoletoPaymentRequest,
  type CardPaymentRequest,
} from '@pagora/shared';
import { z } from 'zod';
import { METHOD_INVALID } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';

/**
 * `POST /payment/:paymentLinkId` carries one of three bodies told apart by `paymentMethod`. Each is
 * parsed with the shared schema the checkout uses, so the payer sees the spec's message for the
 * first bad field. A zod union would bury those messages under "invalid input".
 */
export type PaymentRequest =
  | { method: 'pix'; valorCents: number; payer: PixPayer }
  | { method: 'credit_card'; card: CardPaymentRequest }
  | { method: 'bank_slip'; boleto: BoletoPaymentRequest };

/** What a PIX payer chose to tell (both optional): recorded on the transaction. */
export type PixPayer = { name: string | null; email: string | null };

export function parsePaymentRequest(body: unknown): PaymentRequest {
  const method = (body as { paymentMethod?: unknown } | null)?.paymentMethod;
  if (method === 'pix') {
    const pix = pixPaymentRequestSchema.safeParse(body);
    if (!pix.success) throw firstIssue(pix.error);
    const { valorCents, payerName, payerEmail } = pix.data;
    return { method: 'pix', valorCents, payer: { name: payerName, email: payerEmail } };
  }
  if (method === 'credit_card') {
    const card = cardPaymentRequestSchema.safeParse(body);
    if (!card.success) throw firstIssue(card.error);
    return { method: 'credit_card', card: card.data };
  }
  if (method === 'bank_slip') {
    const boleto = boletoPaymentRequestSchema.safeParse(body);
    if (!boleto.success) throw firstIssue(boleto.error);
    return { method: 'bank_slip', boleto: boleto.data };
  }
  throw AppError.badRequest(METHOD_INVALID, 'paymentMethod', 'validation_error');
}

function firstIssue(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return AppError.badRequest(
    issue?.message ?? 'Requisição inválida.',
    field || undefined,
    'validation_error',
  );
}

/** 'MM/AA' → month and four-digit year for the provider. */
export function expiryParts(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.split('/');
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}
