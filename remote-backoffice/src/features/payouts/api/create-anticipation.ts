import { call } from '@pagora/shared/client';
import {
  anticipationContract,
  type Anticipation,
  type AnticipationRequestInput,
} from '@pagora/shared/contracts';

/**
 * POST /api/anticipations ('Confirmar antecipação'). The key names the intent: a retry or a second
 * click sends the same one and the server answers the first antecipação instead of asking again.
 */
export function createAnticipation(
  body: AnticipationRequestInput,
  idempotencyKey: string,
): Promise<Anticipation> {
  return call(anticipationContract.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
}
