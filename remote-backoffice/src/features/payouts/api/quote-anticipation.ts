import { call } from '@pagora/shared/client';
import {
  anticipationContract,
  type AnticipationQuote,
  type AnticipationRequestInput,
} from '@pagora/shared/contracts';

/** POST /api/anticipations/quote ('Simular antecipação'): the provider's gross, fee, net and date. */
export function quoteAnticipation(body: AnticipationRequestInput): Promise<AnticipationQuote> {
  return call(anticipationContract.quote, { body });
}
