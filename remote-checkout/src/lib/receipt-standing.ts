import type { Receipt } from './receipt';

/**
 * What the receipt page calls a payment (issue 35): only 'pago' is paid, with the spec's texts and
 * the proof-of-payment actions (download, print, share). A code never paid, an expired one, a
 * refused card or a refunded payment says what it is, and that the page proves no payment.
 */
export type ReceiptStanding = {
  paid: boolean;
  title: string;
  text: string;
  icon: { symbol: string; tone: 'success' | 'pending' | 'declined' };
};

const NOT_PROOF = 'Esta página não é um comprovante de pagamento.';

const PAID: ReceiptStanding = {
  paid: true,
  title: 'Pagamento aprovado',
  text: 'Seu pagamento foi confirmado. Guarde o comprovante.',
  icon: { symbol: '✓', tone: 'success' },
};
const WAITING: ReceiptStanding = {
  paid: false,
  title: 'Aguardando pagamento',
  text: `Este pagamento ainda não foi confirmado. ${NOT_PROOF}`,
  icon: { symbol: '…', tone: 'pending' },
};
const EXPIRED: ReceiptStanding = {
  paid: false,
  title: 'Expirado',
  text: `O prazo para pagar terminou sem pagamento e nenhum valor foi cobrado. ${NOT_PROOF}`,
  icon: { symbol: '✕', tone: 'declined' },
};
const DECLINED: ReceiptStanding = {
  paid: false,
  title: 'Recusado',
  text: `O pagamento foi recusado e nenhum valor foi cobrado. ${NOT_PROOF}`,
  icon: { symbol: '✕', tone: 'declined' },
};
const REFUNDED: ReceiptStanding = {
  paid: false,
  title: 'Estornado',
  text: `O valor deste pagamento foi devolvido. ${NOT_PROOF}`,
  icon: { symbol: '↩', tone: 'declined' },
};

// Issue 36: the payer's bank contested the payment, or took it back. Only 'pago' is a proof.
const DISPUTED: ReceiptStanding = {
  paid: false,
  title: 'Pagamento contestado',
  text: `O banco do pagador contestou este pagamento, que aguarda uma decisão. ${NOT_PROOF}`,
  icon: { symbol: '!', tone: 'pending' },
};
const CHARGED_BACK: ReceiptStanding = {
  paid: false,
  title: 'Pagamento devolvido pelo banco',
  text: `A contestação foi decidida a favor do pagador e o valor foi devolvido a ele. ${NOT_PROOF}`,
  icon: { symbol: '↩', tone: 'declined' },
};

const BY_STATUS: Record<Receipt['status'], ReceiptStanding> = {
  pago: PAID,
  pendente: WAITING,
  pendente_pix: WAITING,
  expirada: EXPIRED,
  falha: DECLINED,
  rejeitada: DECLINED,
  estornada: REFUNDED,
  em_disputa: DISPUTED,
  chargeback: CHARGED_BACK,
};

/** A status this page does not know is not called paid either. */
export const receiptStanding = (status: string): ReceiptStanding =>
  BY_STATUS[status as Receipt['status']] ?? WAITING;
