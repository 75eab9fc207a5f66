import type { AppContext } from '../../platform/context';
import type { ProviderWebhookEvent } from '../gateway';
import { isEventFinished, processClaimed, processWebhookEvent, storeEvent } from './webhooks';
import { gateway } from '../gateway';

const PROVIDER = 'zoop';
/** Zoop pages its lists by 1 to 100 (research/zoop.md §13): the most per call. */
export const EVENT_PAGE_SIZE = 100;
/** One sweep reads at most this many pages; the watermark keeps its place for the next. */
const MAX_PAGES = 20;
/**
 * Between two sweeps of all instances together: a lost webhook is a rare thing, and every sweep is
 * at least one call to the provider.
 */
export const EVENT_SWEEP_EVERY_SECONDS = 60;
/**
 * Every sweep reads again this far behind its watermark: an event the provider lists a little
 * after its own time is not skipped; the ones read twice are duplicates, and dedup drops them.
 */
const OVERLAP_SECONDS = 5 * 60;
/** Longer than a sweep of MAX_PAGES takes; a crashed instance's lease ends after it. */
const LEASE_SECONDS = 5 * 60;

export type EventSweepReport = { pages: number; listed: number; fresh: number } | null;

/**
 * The lost-event sweep (issue 36): a webhook the provider never delivered (or we never stored) is
 * found in its event list. The list is read from the stored watermark, a page per call (never a
 * call per charge), and each event goes through the same dedup and processing as a delivery
 * (webhooks.ts). The watermark then moves to the newest event that is finished with every older
 * listed event finished too: an event left for a retry holds it back, so it is never passed by.
 * One instance sweeps at a time (a lease on the watermark row); null when another one is, or when
 * the last sweep is less than EVENT_SWEEP_EVERY_SECONDS old.
 */
export async function sweepLostEvents(
  ctx: AppContext,
  /** `force`: now, however recent the last sweep (an operator's or a test's run; never two at once). */
  opts: { force?: boolean; pageSize?: number } = {},
): Promise<EventSweepReport> {
  const [lease] = await ctx.database.query<{ since: Date | string }>(
    `UPDATE provider_event_watermarks SET lease_until = now() + make_interval(secs => $2)
     WHERE provider = $1 AND (lease_until IS NULL OR lease_until < now())
       AND ($3::boolean OR last_run_at IS NULL OR last_run_at <= now() - make_interval(secs => $5))
     RETURNING since - make_interval(secs => $4) AS since`,
    [PROVIDER, LEASE_SECONDS, opts.force === true, OVERLAP_SECONDS, EVENT_SWEEP_EVERY_SECONDS],
  );
  if (!lease) return null;
  const since = new Date(lease.since).toISOString();
  const limit = opts.pageSize ?? EVENT_PAGE_SIZE;
  const report = { pages: 0, listed: 0, fresh: 0 };
  let mark: number | null = null;
  let held = false;
  try {
    for (let offset = 0; report.pages < MAX_PAGES;) {
      const page = await gateway(ctx).provider.listEvents({ since, offset, limit });
      report.pages += 1;
      for (const event of page.events) {
        const { fresh, finished } = await feed(ctx, event);
        report.listed += 1;
        if (fresh) report.fresh += 1;
        if (!finished) held = true;
        const at = event.occurredAt ? Date.parse(event.occurredAt) : Number.NaN;
        if (!held && Number.isFinite(at)) mark = Math.max(mark ?? at, at);
      }
      if (!page.hasMore || page.events.length === 0) break;
      offset += page.events.length;
    }
  } catch (err) {
    ctx.log.warn(
      { err },
      'lost-event sweep stopped (provider list or processing failed); the next sweep retries',
    );
  } finally {
    // Never backwards: a stale listing cannot move the watermark behind what was finished before.
    await ctx.database.query(
      `UPDATE provider_event_watermarks SET lease_until = NULL, last_run_at = now(),
         since = GREATEST(since, COALESCE($2::timestamptz, since))
       WHERE provider = $1`,
      [PROVIDER, mark === null ? null : new Date(mark).toISOString()],
    );
  }
  return report;
}

/** One listed event, as a delivery would be: stored once, processed, and whether it is done. */
async function feed(
  ctx: AppContext,
  event: ProviderWebhookEvent,
): Promise<{ fresh: boolean; finished: boolean }> {
  const claim = await storeEvent(ctx, event, 'sweep');
  if (claim) return { fresh: true, finished: await processClaimed(ctx, event.eventId, claim) };
  // Known already: delivered and done, or waiting for a retry, which is due now if its lease ended.
  if (await isEventFinished(ctx, event.eventId)) return { fresh: false, finished: true };
  await processWebhookEvent(ctx, event.eventId);
  return { fresh: false, finished: await isEventFinished(ctx, event.eventId) };
}
