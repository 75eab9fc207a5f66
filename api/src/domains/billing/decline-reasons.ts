/**
 * Why a renewal was refused, in one place: whether retrying can help, and what the screens say.
 * The provider's reason arrives as Zoop's category ('insufficient_funds_error'), as the issuer's
 * code and message from the transaction history ('05: card_declined', '51: Insufficient funds'),
 * or as one of our own ('sem_cartao', 'seller_not_onboarded'). Raw codes never reach a screen.
 */

type Decline = {
  /** pt-BR, lower case: shown after 'recusada: ' in 'Última Cobrança'. */
  label: string;
  /** The card itself is wrong, expired or blocked: retrying cannot fix it (docs/billing.md). */
  hard: boolean;
};

const ISSUER_DECLINED: Decline = { label: 'cartão recusado pelo emissor', hard: false };

const BY_CATEGORY: Record<string, Decline> = {
  card_declined: ISSUER_DECLINED,
  insufficient_funds_error: { label: 'saldo insuficiente', hard: false },
  invalid_pin_code: { label: 'código de segurança inválido', hard: false },
  expired_card_error: { label: 'cartão vencido', hard: true },
  invalid_card_number: { label: 'número do cartão inválido', hard: true },
  invalid_expiry_month: { label: 'validade do cartão inválida', hard: true },
  invalid_expiry_year: { label: 'validade do cartão inválida', hard: true },
  stolen_card: { label: 'cartão bloqueado pelo emissor', hard: true },
  lost_card: { label: 'cartão bloqueado pelo emissor', hard: true },
  restricted_card: { label: 'cartão com restrição', hard: true },
  card_not_supported: { label: 'cartão não aceito', hard: true },
  sem_cartao: { label: 'nenhum cartão salvo', hard: false },
  seller_not_onboarded: { label: 'vendedor não habilitado no provedor', hard: false },
  provider_unavailable: { label: 'provedor de pagamento indisponível', hard: false },
  // Boleto subscriptions (issue 24): unpaid by its limit date, or not issued by the provider.
  boleto_vencido: { label: 'boleto vencido sem pagamento', hard: false },
  boleto_recusado: { label: 'boleto não emitido pelo provedor', hard: false },
  // A payment the provider undid after it read paid (Zoop's `reversed`): the money never came.
  reversed: { label: 'pagamento desfeito pelo provedor', hard: false },
};

/** Issuer response codes (ABECS) the sandbox and Zoop send, by the category they mean. */
const BY_ISSUER_CODE: Record<string, string> = {
  '05': 'card_declined',
  '14': 'invalid_card_number',
  '41': 'lost_card',
  '43': 'stolen_card',
  '51': 'insufficient_funds_error',
  '54': 'expired_card_error',
  '57': 'card_not_supported',
  '62': 'restricted_card',
};

export function declineOf(reason: string): Decline {
  const colon = reason.indexOf(': ');
  const code = colon > 0 ? reason.slice(0, colon).trim() : '';
  const rest = colon > 0 ? reason.slice(colon + 2).trim() : reason.trim();
  return BY_CATEGORY[rest] ?? BY_CATEGORY[BY_ISSUER_CODE[code] ?? ''] ?? ISSUER_DECLINED;
}

/** Refusals that retrying cannot fix: no automatic retry; the customer must pay with another card. */
export const isHardDecline = (reason: string) => declineOf(reason).hard;

/** 'Última Cobrança' of a subscription: its newest charge's status and last refusal, in pt-BR. */
export function lastChargeLabel(charge: { status: string; last_failure: string | null } | null) {
  if (!charge) return null;
  if (charge.status === 'paga') return 'paga';
  // Cancelled with its subscription: no longer payable, whatever was refused before.
  if (charge.status === 'cancelada') return 'cancelada';
  if (charge.last_failure === 'sem_cartao') return 'sem cartão';
  if (charge.last_failure) return `recusada: ${declineOf(charge.last_failure).label}`;
  return 'em aberto';
}
