/**
 * The second dashboard variant folds every status spelling it meets (ours and the provider's) into
 * three groups, exactly as spec 000 section 4 lists them. Anything else counts as pending, because a
 * status we do not know yet has not been confirmed as paid or as failed.
 */

export type StatusGroup = 'completed' | 'pending' | 'declined' | 'expired' | 'disputed' | 'chargeback';

const GROUPS: Record<StatusGroup, readonly string[]> = {
  pending: ['pendente', 'pendente_pix', 'pending', 'pre_autorizado', 'pre_authorized'],
  completed: ['pago', 'completed', 'aprovado', 'approved', 'success', 'paid'],
  // Our own 'rejeitada' (anti-fraud) and 'estornada' (refunded) belong here too.
  declined: [
    'falha',
    'failed',
    'rejeitado',
    'rejeitada',
    'declined',
    'cancelled',
    'canceled',
    'refunded',
    'estornada',
  ],
  // A PIX code that ran out unpaid: not a decline (issue 20), so never counted among 'Recusadas'.
  expired: ['expirada', 'expired'],
  /*
   * Issue 36: a contested sale and one the bank took back are neither paid, pending nor declined
   * (the sale happened; a bank, not the seller, holds or took the money), so they are counted apart
   * and never among 'Recusadas'. Zoop's own spellings are `dispute` and `charged_back`.
   */
  disputed: ['em_disputa', 'dispute', 'disputed'],
  chargeback: ['chargeback', 'charged_back'],
};

const LOOKUP = new Map<string, StatusGroup>(
  (Object.keys(GROUPS) as StatusGroup[]).flatMap((group) => GROUPS[group].map((s) => [s, group] as const)),
);

/** Whether the status is one of the spellings the spec lists (callers may log the others). */
export const isKnownStatusSpelling = (status: string): boolean =>
  LOOKUP.has(
    String(status ?? '')
      .trim()
      .toLowerCase(),
  );

export function statusGroup(status: string | null | undefined): StatusGroup {
  return (
    LOOKUP.get(
      String(status ?? '')
        .trim()
        .toLowerCase(),
    ) ?? 'pending'
  );
}
