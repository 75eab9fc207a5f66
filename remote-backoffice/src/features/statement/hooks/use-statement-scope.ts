import { roleOf, useSession } from '@pagora/shared/client';

/**
 * What the caller sees on 'Extrato': a seller its own statement; a marketplace picks one of its
 * sellers and sees its own fee income; the admin sees every marketplace and drills into one's
 * sellers. The server checks each call again; this only hides what would be refused.
 */
export interface StatementScope {
  role: 'admin' | 'marketplace' | 'seller';
  picksSeller: boolean;
  /** The seller's own id (a seller reconciles its own days). */
  ownSellerId: string | null;
}

export function useStatementScope(): StatementScope | null {
  const user = useSession((s) => s.user);
  const role = roleOf(user);
  if (role !== 'admin' && role !== 'marketplace' && role !== 'seller') return null;
  return { role, picksSeller: role !== 'seller', ownSellerId: user?.sellerId ?? null };
}
