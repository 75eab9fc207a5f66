import { roleOf, useSession } from '@pagora/shared/client';

/**
 * What the caller may do on 'Recebimentos' (issue 25): a seller reads and acts on its own money; a
 * marketplace picks one of its sellers, reads it, and may set only its receiving policy; the admin
 * picks any seller and reads. The server checks each call again; this only hides what would be
 * refused.
 */
export interface PayoutScope {
  /** A marketplace or the admin chooses whose money to see. */
  picksSeller: boolean;
  /** Bank accounts, 'Sacar': the seller's own. */
  canManage: boolean;
  canSetPolicy: boolean;
  /** The operator's decision on a payout 'Em verificação' (issue 36): the admin's. */
  decidesVerification: boolean;
  /** Antecipação (issue 38): the seller for itself, a marketplace for its seller. */
  canAnticipate: boolean;
}

export function usePayoutScope(): PayoutScope {
  const role = useSession((s) => roleOf(s.user));
  return {
    picksSeller: role !== 'seller',
    canManage: role === 'seller',
    canSetPolicy: role === 'seller' || role === 'marketplace',
    decidesVerification: role === 'admin',
    canAnticipate: role === 'seller' || role === 'marketplace',
  };
}
