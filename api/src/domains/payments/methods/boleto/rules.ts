import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { BOLETO_EXPIRED } from '../../tx-status';
import type { MethodRules } from '../types';

export const NOT_PENDING_BOLETO = 'Este boleto não está aguardando pagamento.';

export const boletoRules: MethodRules<'bank_slip'> = {
  id: 'bank_slip',
  // A paid boleto is money the payer's bank sent: no void returns it (issue 24 leaves it out).
  refund: { kind: 'none', refused: { message: REFUND_MESSAGES.boleto, code: 'boleto_refund' } },
  cancelledUnpaid: { status: 'falha', reason: BOLETO_EXPIRED },
  // Zoop cancels a boleto by its own call (issue 36); asynchronous, so it may still read pending.
  cancelUnpaid: (provider, providerId) => provider.cancelBoleto(providerId),
  receiptLines: () => [],
  awaitsBank: {
    status: 'pendente',
    notWaiting: { message: NOT_PENDING_BOLETO, code: 'boleto_not_pending' },
    sandboxSent: 'Pagamento do boleto enviado ao sandbox.',
  },
};
