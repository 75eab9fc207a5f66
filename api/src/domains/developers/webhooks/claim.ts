import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';

export type Claimed = {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  /** The lease this claim took (`lease_until` as text, exact): the outcome is recorded only under it. */
  lease: string;
};

/** Deliveries one endpoint may have in flight across every instance (its leases). */
export const PER_ENDPOINT = 2;
/** Longer than any send (15 s total timeout): a lease that runs out means its instance died. */
const LEASE_SECONDS = 60;

/**
 * Leases up to `limit` due deliveries, fairly: each endpoint with something due gets at most
 * PER_ENDPOINT minus what it already has in flight, oldest first. So a hanging endpoint with a
 * thousand deliveries waiting holds two sends, never the batch, and another shop's event due now
 * is taken on the next run (issue 35 item 16). SKIP LOCKED lets instances share the work; two
 * instances claiming at the same instant may each give an endpoint its share, which is fine.
 *
 * Not platform/db/lease-due.ts: `leaseDue` picks the due rows with one ordered, limited select,
 * and this claim must limit per endpoint (the LATERAL join over each endpoint's busy count), which
 * that one select cannot say.
 */
export async function claimDueDeliveries(ctx: AppContext, limit: number): Promise<Claimed[]> {
  if (limit <= 0) return [];
  return rowsOf<Claimed>(
    await ctx.db.execute(sql`
      UPDATE outbound_webhook_deliveries SET attempts = attempts + 1,
             lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
       WHERE id IN (
         SELECT picked.id FROM (
           SELECT endpoint_id,
                  count(*) FILTER (WHERE lease_until >= now())::int AS busy
             FROM outbound_webhook_deliveries
            WHERE status = 'pendente' AND (next_attempt_at <= now() OR lease_until >= now())
            GROUP BY endpoint_id) ep
         CROSS JOIN LATERAL (
           SELECT d.id, d.next_attempt_at FROM outbound_webhook_deliveries d
            WHERE d.endpoint_id = ep.endpoint_id AND d.status = 'pendente'
              AND d.next_attempt_at <= now() AND (d.lease_until IS NULL OR d.lease_until < now())
            ORDER BY d.next_attempt_at
            LIMIT GREATEST(${PER_ENDPOINT} - ep.busy, 0)
            FOR UPDATE SKIP LOCKED) picked
         ORDER BY picked.next_attempt_at
         LIMIT ${limit})
       RETURNING id, event_id, endpoint_id, attempts, lease_until::text AS lease`),
  );
}
