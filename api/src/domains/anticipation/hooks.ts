import { inTransactionHooks } from '../../platform/db/in-transaction-hooks';

/**
 * An antecipação that changed status, told to other domains inside the transaction that records it
 * (the statement books its fee; developers send `anticipation.*` events). Cents and Brasília dates.
 */
export type AnticipationChange = {
  id: string;
  sellerId: string;
  marketplaceId: string;
  status: 'solicitada' | 'aprovada' | 'paga' | 'recusada';
  previous: 'solicitada' | 'aprovada' | 'paga' | 'recusada' | null;
  grossCents: number;
  feeCents: number;
  netCents: number;
  /** `YYYY-MM-DD` the money arrives. */
  prepaymentDate: string;
  refusalReason: string | null;
  at: Date;
};

const hooks = inTransactionHooks<AnticipationChange>();

export const onAnticipationChange = hooks.on;
export const runAnticipationChangeHooks = hooks.run;
