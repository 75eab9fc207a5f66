import { parseReaisDetailed } from '@pagora/shared';
import { anticipationRequestSchema, type AnticipationRequestInput } from '@pagora/shared/contracts';

export type AnticipationMode = 'valor' | 'periodo';
export type AnticipationDraft = { mode: AnticipationMode; valor: string; de: string; ate: string };

export const ANTICIPATION_VALUE_REQUIRED = 'Informe o valor a antecipar';
export const ANTICIPATION_VALUE_INVALID = 'Valor inválido (ex: 150,00)';

export type AnticipationCheck = { ok: true; body: AnticipationRequestInput } | { ok: false; message: string };

/**
 * The form as the contract's body: an amount typed in reais sent in cents, or a period; checked
 * with the contract's own rules and messages before anything is sent. A marketplace names its seller.
 */
export function checkAnticipation(draft: AnticipationDraft, sellerId: string | null): AnticipationCheck {
  const seller = sellerId ? { sellerId } : {};
  let body: AnticipationRequestInput;
  if (draft.mode === 'valor') {
    const parsed = parseReaisDetailed(draft.valor);
    if (!parsed.ok)
      return {
        ok: false,
        message: parsed.reason === 'empty' ? ANTICIPATION_VALUE_REQUIRED : ANTICIPATION_VALUE_INVALID,
      };
    body = { ...seller, valor: parsed.cents };
  } else body = { ...seller, de: draft.de || undefined, ate: draft.ate || undefined };
  const checked = anticipationRequestSchema.safeParse(body);
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? ANTICIPATION_VALUE_INVALID };
  return { ok: true, body };
}
