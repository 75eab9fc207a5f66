import type { Database } from '../../platform/db/client';
import { listenTxEvents } from './tx-events';

/**
 * Tells `onEnded` when any instance commits a boleto's end (paid, or failed as 'Boleto vencido'),
 * from the status channel every instance already hears: billing settles a subscription's boleto at
 * once instead of at its next timed sweep (issue 24). Answers the unlisten.
 */
export function onBoletoEnded(database: Database, onEnded: (transactionId: string) => void) {
  return listenTxEvents(database, (event) => {
    if (event.method === 'bank_slip' && (event.status === 'pago' || event.status === 'falha'))
      onEnded(event.id);
  });
}
