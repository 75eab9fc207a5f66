import { createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { centsToReais } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { withDocumentToken } from '../document-links';
import { payerTokenSchema } from '../open-pix';
import { readOrder } from '../order';
import { quoteOrder } from '../quote';
import { payLink } from '../pay-link';
import { boletoBodyOf, orderOf, type PayerForm } from './form';

export const PAYER_COOKIE = 'pagora_payer';

/** The payer's browser token from the `pagora_payer` cookie, or a new one to set. */
export function payerTokenOf(cookieHeader: string | undefined): { token: string; isNew: boolean } {
  const found = /(?:^|;\s*)pagora_payer=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (found && payerTokenSchema.safeParse(found).success) return { token: found, isNew: false };
  return { token: randomBytes(24).toString('base64url'), isNew: true };
}

/**
 * The boleto's Idempotency-Key without a script to keep one: the form's hidden `chave` (fixed when
 * the page rendered) with everything the payer typed. A double submit sends both again: one boleto.
 * The page is cached per link, so `chave` alone may be another payer's; their CPF and address differ.
 */
export function boletoKeyOf(secret: string, form: PayerForm): string {
  const typed = Object.entries(form).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `sem-js-${createHmac('sha256', secret).update(JSON.stringify(typed)).digest('base64url')}`;
}

type Charged = { transactionId: string; documentToken: string };

async function charged(ctx: AppContext, answer: Awaited<ReturnType<typeof payLink>>): Promise<Charged> {
  const sent = await withDocumentToken(ctx.db, answer);
  const body = sent.body;
  const id = 'data' in body ? body.data.data.id : body.id;
  const documentToken = 'data' in body ? body.data.data.documentToken : body.documentToken;
  return { transactionId: id, documentToken: documentToken ?? '' };
}

/**
 * 'Pagar com PIX' from the plain form: the order priced by the server (never a figure of the
 * page's), then the same charge as the JSON route. The payer's cookie token finds their open code
 * again on a second post.
 */
export async function pixFromForm(
  ctx: AppContext,
  linkId: string,
  form: PayerForm,
  payer: { clientAddress: string; payerToken: string },
): Promise<Charged> {
  const order = orderOf(form);
  const quote = await quoteOrder(ctx, linkId, readOrder(order), payer.clientAddress);
  const body = {
    paymentMethod: 'pix',
    valor: centsToReais(quote.totalCents),
    nome: form.nome ?? '',
    email: form.email ?? '',
    ...order,
  };
  return charged(ctx, await payLink(ctx, linkId, body, { idempotencyKey: undefined, ...payer }));
}

/** 'Gerar boleto' from the plain form, under the key `boletoKeyOf` derives. */
export async function boletoFromForm(
  ctx: AppContext,
  linkId: string,
  form: PayerForm,
  payer: { clientAddress: string },
): Promise<Charged> {
  const idempotencyKey = boletoKeyOf(ctx.config.tokenSecret, form);
  const body = boletoBodyOf(form);
  // A double tap: the browser shows the second answer, so it waits for the first boleto, not a 409.
  for (let waited = 0; ; waited += IN_FLIGHT_WAIT_MS) {
    try {
      return await charged(ctx, await payLink(ctx, linkId, body, { idempotencyKey, ...payer }));
    } catch (err) {
      const inFlight = err instanceof AppError && err.code === 'idempotency_in_flight';
      if (!inFlight || waited >= IN_FLIGHT_MAX_WAIT_MS) throw err;
      await sleep(IN_FLIGHT_WAIT_MS);
    }
  }
}
const IN_FLIGHT_WAIT_MS = 250;
const IN_FLIGHT_MAX_WAIT_MS = 10_000;
