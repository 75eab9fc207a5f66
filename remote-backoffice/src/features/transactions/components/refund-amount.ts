import { REFUND_MESSAGES, transactionsContract } from '@pagora/shared/contracts';

export const REFUND_REQUIRED = 'Informe o valor do estorno.';

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/**
 * The amount typed in the refund form ('50,00', '1.234,56'), checked with the endpoint's own
 * rules and messages, then against what is left to refund, before anything is sent.
 */
export function checkRefundAmount(text: string, refundableCents: number): AmountCheck {
  if (!text.trim()) return { ok: false, message: REFUND_REQUIRED };
  const parsed = transactionsContract.refund.body.safeParse({ amount: text });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? REFUND_REQUIRED };
  const cents = parsed.data.amount;
  if (cents === undefined) return { ok: false, message: REFUND_REQUIRED };
  if (cents > refundableCents) return { ok: false, message: REFUND_MESSAGES.tooMuch };
  return { ok: true, cents };
}
