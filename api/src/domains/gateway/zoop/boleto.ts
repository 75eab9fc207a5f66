import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import { barcodeOf, digitableLine } from '../../../platform/br-codes/febraban';
import {
  boletoPaymentLimitDate,
  createBoletoInputSchema,
  type CreateBoletoInput,
  type ProviderBoleto,
} from '../boleto-types';
import type { ProviderCharge } from '../port';
import { isOutcomeUnknown, stillUnknownIfFails } from './errors';
import type { ZoopHttp, ZoopLogger } from './http';
import { hundredthsToPercentage } from './money';
import { addressBody, splitRulesBody } from './requests';
import { findOrCreateBuyer } from './buyers';
import { zoopTransactionSchema } from './schemas';
import { toProviderCharge } from './to-charge';

type Boleto = z.output<typeof createBoletoInputSchema>;

/** What a boleto answer must carry beyond a transaction: Zoop's barcode and printable URL. */
const zoopBoletoSchema = zoopTransactionSchema.extend({
  payment_method: z.looseObject({ barcode: z.string(), url: z.string(), expiration_date: z.string() }),
});

const DAY_MS = 86_400_000;

export function boletoTransactionBody(b: Boleto, buyerId: string) {
  // Both start the day after the due date, as a bank applies them.
  const from = new Date(Date.parse(`${b.dueDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const pct = (h: number | undefined) => (h === undefined ? undefined : hundredthsToPercentage(h));
  return {
    amount: b.amountCents,
    currency: 'BRL',
    description: b.description,
    on_behalf_of: b.sellerId,
    customer: buyerId,
    payment_type: 'boleto',
    reference_id: b.referenceId,
    split_rules: b.splitRules.length > 0 ? splitRulesBody(b.splitRules, b.amountCents) : undefined,
    payment_method: {
      expiration_date: b.dueDate,
      payment_limit_date: boletoPaymentLimitDate(b.dueDate),
      body_instructions: [b.description.slice(0, 80)],
      billing_instructions: {
        late_fee: b.lateFeeHundredths
          ? { mode: 'PERCENTAGE', percentage: pct(b.lateFeeHundredths), start_date: from }
          : undefined,
        interest: b.monthlyInterestHundredths
          ? { mode: 'MONTHLY_PERCENTAGE', percentage: pct(b.monthlyInterestHundredths), start_date: from }
          : undefined,
      },
    },
  };
}

/** Zoop wants first and last names; a one-word name (a company's) goes in both. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || first };
}

/**
 * Never show a payer a code their bank would refuse. Zoop's `barcode` is the 47-digit line (the
 * recorded answer in recorded/boleto.ts); a 44-digit barcode is read too.
 */
function toBoleto(data: z.output<typeof zoopBoletoSchema>, charge: ProviderCharge): ProviderBoleto {
  const pm = data.payment_method;
  const barcode = barcodeOf(pm.barcode);
  if (!barcode) {
    throw new AppError(502, 'provider_bad_response', 'O provedor devolveu um boleto inválido.', {
      operational: false,
      details: { providerId: charge.providerId },
    });
  }
  return {
    providerId: charge.providerId,
    referenceId: charge.referenceId,
    status: charge.status,
    amountCents: charge.amountCents,
    dueDate: pm.expiration_date.slice(0, 10),
    digitableLine: digitableLine(barcode),
    barcode,
    pdfUrl: pm.url,
    providerStatus: charge.providerStatus,
    raw: charge.raw,
    charge,
  };
}

/** `createBoleto`: the payer as a Zoop buyer (with address), then the boleto transaction. */
export function zoopBoletoVerb(http: ZoopHttp, log: ZoopLogger) {
  async function findByReference(referenceId: string) {
    const q = new URLSearchParams({ reference_id: referenceId, limit: '20', sort: 'time-descending' });
    const { raw } = await http.get(`/transactions?${q}`, z.looseObject({ items: z.array(z.unknown()) }));
    for (const item of (raw as { items: unknown[] }).items) {
      const tx = zoopBoletoSchema.safeParse(item);
      if (tx.success && tx.data.reference_id === referenceId && tx.data.payment_type === 'boleto')
        return { data: tx.data, raw: item };
    }
    return null;
  }

  return async function createBoleto(input: CreateBoletoInput): Promise<ProviderBoleto> {
    const parsed = createBoletoInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw AppError.unprocessable(
        issue?.message ?? 'Boleto inválido.',
        'invalid_boleto',
        issue?.path.join('.'),
      );
    }
    const b = parsed.data;
    const buyerId = await findOrCreateBuyer(
      http,
      log,
      b.payer.taxpayerId,
      { ...splitName(b.payer.name), email: b.payer.email, address: addressBody(b.payer.address) },
      { refresh: true },
    );
    let answer;
    try {
      answer = await http.post('/transactions', zoopBoletoSchema, boletoTransactionBody(b, buyerId));
    } catch (err) {
      // Same rule as the other creates: adopt what Zoop may have made, never POST twice.
      if (!isOutcomeUnknown(err)) throw err;
      answer = await stillUnknownIfFails(err, () => findByReference(b.referenceId));
      if (!answer) throw err;
      log.warn(
        { referenceId: b.referenceId, providerId: answer.data.id },
        'zoop boleto recovered by reference',
      );
    }
    if (answer.data.amount !== b.amountCents)
      throw AppError.conflict(
        'Já existe outra cobrança com esta referência no provedor.',
        'provider_reference_conflict',
      );
    return toBoleto(answer.data, toProviderCharge(answer.data, answer.raw));
  };
}
