import { parseReaisDetailed } from '@pagora/shared';
import { payoutCreateSchema } from '@pagora/shared/contracts';

export const PAYOUT_REQUIRED = 'Informe o valor do saque';
export const PAYOUT_INVALID = 'Valor inválido (ex: 150,00)';
export const PAYOUT_TOO_MUCH = 'O valor não pode ser maior que o saldo disponível';

export type PayoutAmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/**
 * The amount typed in reais ('150,00', '1.234,56') as integer cents, checked with the contract's
 * rules and messages and against what is available, before anything is sent.
 */
export function checkPayoutAmount(text: string, availableCents: number): PayoutAmountCheck {
  const parsed = parseReaisDetailed(text);
  if (!parsed.ok) return { ok: false, message: parsed.reason === 'empty' ? PAYOUT_REQUIRED : PAYOUT_INVALID };
  const body = payoutCreateSchema.safeParse({ amountCents: parsed.cents });
  if (!body.success) return { ok: false, message: body.error.issues[0]?.message ?? PAYOUT_INVALID };
  if (parsed.cents > availableCents) return { ok: false, message: PAYOUT_TOO_MUCH };
  return { ok: true, cents: parsed.cents };
}
