import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { noticeEndpointDisabled } from '../notices';
import { webhookEndpoints, type WebhookEndpointRow } from '../tables';

/**
 * A failed attempt: the endpoint's failing streak starts (if it had not), and an endpoint that has
 * not had a success for `webhookDisableAfterMs` (5 days) is disabled. Returns whether this call
 * disabled it (its owner is told by e-mail in the same transaction).
 */
export async function endpointFailed(
  ctx: AppContext,
  db: Db,
  endpoint: WebhookEndpointRow,
): Promise<boolean> {
  const since = endpoint.failingSince ?? new Date();
  if (!endpoint.failingSince)
    await db
      .update(webhookEndpoints)
      .set({ failingSince: since })
      .where(eq(webhookEndpoints.id, endpoint.id));
  if (Date.now() - since.getTime() < ctx.config.developers.webhookDisableAfterMs) return false;
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (disabled) await noticeEndpointDisabled(db, endpoint, since);
  return disabled !== undefined;
}
