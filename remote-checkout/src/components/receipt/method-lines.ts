import type { PaymentMethod } from '@pagora/shared';
import type { Receipt } from '../../lib/receipt';

export interface ReceiptLine {
  term: string;
  detail: string;
}

const method = (detail: string): ReceiptLine => ({ term: 'Método', detail });

/**
 * What a receipt says of how it was paid, per method, checked whole by the compiler: a method added
 * to the shared `PAYMENT_METHODS` does not build until its receipt lines are here. They sit with
 * the receipt, not with the pay feature's method modules, because the result pages show a receipt
 * without loading that feature.
 */
const METHOD_LINES: { [M in PaymentMethod]: (receipt: Receipt) => ReceiptLine[] } = {
  pix: () => [method('PIX')],
  credit_card: ({ parcelas }) => [
    method('Cartão de Crédito'),
    ...(parcelas ? [{ term: 'Parcelas', detail: parcelas > 1 ? `${parcelas}x` : 'À vista (1x)' }] : []),
  ],
  bank_slip: () => [method('Boleto Bancário')],
};

export const receiptMethodLines = (receipt: Receipt): ReceiptLine[] =>
  METHOD_LINES[receipt.paymentMethod](receipt);
