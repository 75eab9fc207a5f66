import { and, asc, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import type { ReconcileSeller } from './reconcile';
import { statementJobDays, statementReconcileBatches } from './tables';

/**
 * The nightly reconciliation's work list (migrations/1810): the day's sellers in batches, each
 * leased by one instance at a time, so every instance shares the night and a stopped one loses
 * only its lease's time, not the rest of the night.
 */

export type ReconcileBatch = { day: string; firstSellerId: string; lastSellerId: string };

/** A batch's sellers get this long; one still leased after it is presumed dead and taken again. */
export const BATCH_LEASE_SECONDS = 600;
/** A batch that failed this often (a seller that kills its instance, say) waits for the next night. */
export const BATCH_MAX_ATTEMPTS = 3;

/** The sellers the night reconciles: known to the provider, not removed. */
const reconciled = and(ne(sellersView.idSeller, ''), isNull(sellersView.deletedAt));

/**
 * Claims `day` for the job `name` and writes its batches of `batchSize` sellers, in one transaction:
 * a day is claimed by one instance, once, and a claimed day always has its batches. Past days'
 * batches are dropped. Returns the number of batches, 0 when another instance had the day.
 */
export async function planDay(db: Db, name: string, day: string, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(statementJobDays)
      .set({ lastDay: day })
      .where(and(eq(statementJobDays.name, name), lt(statementJobDays.lastDay, day)))
      .returning();
    if (claimed.length === 0) return 0;
    await tx.delete(statementReconcileBatches).where(lt(statementReconcileBatches.day, day));
    const ids = await tx
      .select({ id: sellersView.id })
      .from(sellersView)
      .where(reconciled)
      .orderBy(asc(sellersView.id));
    const batches = [];
    for (let at = 0; at < ids.length; at += batchSize) {
      const slice = ids.slice(at, at + batchSize);
      batches.push({
        day,
        firstSellerId: slice[0]!.id,
        lastSellerId: slice[slice.length - 1]!.id,
        sellers: slice.length,
      });
    }
    // 50,000 sellers in batches of 200 are 250 rows; chunks keep a far larger night under
    // PostgreSQL's 65,535 parameters per statement.
    for (let at = 0; at < batches.length; at += 1_000)
      await tx.insert(statementReconcileBatches).values(batches.slice(at, at + 1_000));
    return batches.length;
  });
}

/**
 * Leases the day's next batch nobody holds (never leased, or its lease over), or null when none is
 * left. SKIP LOCKED: instances asking at once get different batches.
 */
export async function leaseBatch(db: Db, day: string): Promise<ReconcileBatch | null> {
  const b = statementReconcileBatches;
  const next = db
    .select({ firstSellerId: b.firstSellerId })
    .from(b)
    .where(
      and(
        eq(b.day, day),
        isNull(b.doneAt),
        lt(b.attempts, BATCH_MAX_ATTEMPTS),
        or(isNull(b.leasedUntil), lt(b.leasedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(b.firstSellerId))
    .limit(1)
    .for('update', { skipLocked: true });
  const [leased] = await db
    .update(b)
    .set({
      leasedUntil: sql`now() + make_interval(secs => ${BATCH_LEASE_SECONDS})`,
      attempts: sql`${b.attempts} + 1`,
    })
    .where(and(eq(b.day, day), eq(b.firstSellerId, sql`(${next})`)))
    .returning({ day: b.day, firstSellerId: b.firstSellerId, lastSellerId: b.lastSellerId });
  return leased ?? null;
}

/** The batch's sellers, as the nightly run reconciles them. */
export async function batchSellers(db: Db, batch: ReconcileBatch): Promise<ReconcileSeller[]> {
  return db
    .select({ id: sellersView.id, marketplaceId: sellersView.marketplaceId, idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(and(reconciled, gte(sellersView.id, batch.firstSellerId), lte(sellersView.id, batch.lastSellerId)))
    .orderBy(asc(sellersView.id));
}

export async function finishBatch(db: Db, batch: ReconcileBatch): Promise<void> {
  await db
    .update(statementReconcileBatches)
    .set({ doneAt: sql`now()`, leasedUntil: null })
    .where(
      and(
        eq(statementReconcileBatches.day, batch.day),
        eq(statementReconcileBatches.firstSellerId, batch.firstSellerId),
      ),
    );
}
