import { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { TX_CHANNEL } from './tx-events';

const endedBoleto = z.object({
  id: z.string(),
  status: z.enum(['pago', 'falha']),
  method: z.literal('bank_slip'),
});

/**
 * Tells `onEnded` when any instance commits a boleto's end (paid, or failed as 'Boleto vencido'),
 * from the status channel every instance already hears: billing settles a subscription's boleto at
 * once instead of at its next timed sweep (issue 24). Answers the unlisten.
 */
export function onBoletoEnded(database: Database, onEnded: (transactionId: string) => void) {
  return database.listen(TX_CHANNEL, (payload) => {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      return;
    }
    const event = endedBoleto.safeParse(json);
    if (event.success) onEnded(event.data.id);
  });
}
