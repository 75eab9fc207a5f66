import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import type { MethodRules } from '../types';

export const NOT_PENDING_PIX = 'Esta transação não está aguardando pagamento PIX.';

export const pixRules: MethodRules<'pix'> = {
  id: 'pix',
  // The provider cannot return part of a PIX (research/pix.md).
  refund: {
    kind: 'whole',
    refused: { message: REFUND_MESSAGES.pixWhole, code: 'pix_partial_refund' },
  },
  // Voided unpaid (our deadline or the provider's): an abandoned code, not a refusal.
  cancelledUnpaid: { status: 'expirada', reason: 'expired' },
  receiptLines: () => [],
  awaitsBank: {
    status: 'pendente_pix',
    notWaiting: { message: NOT_PENDING_PIX, code: 'pix_not_pending' },
    sandboxSent: 'Pagamento PIX enviado ao sandbox.',
  },
};
