import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { teamMembers } from './tables';

/**
 * An invitation is accepted by its person's first login (or password set through the reset
 * link) before it expires: from then on the business is one of the login's.
 */
export async function acceptPendingInvitations(db: Db, userId: string): Promise<void> {
  await db
    .update(teamMembers)
    .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(teamMembers.userId, userId),
        isNull(teamMembers.acceptedAt),
        isNull(teamMembers.removedAt),
        gt(teamMembers.expiresAt, sql`now()`),
      ),
    );
}

/**
 * The membership a new session acts through: none for a login that is a business of its own
 * (it acts as itself and switches to a team from the menu), the oldest accepted one for a login
 * made by an invitation; null when such a login has none left.
 */
export async function defaultMembership(
  db: Db,
  user: { id: string; memberOnly: boolean },
): Promise<string | null> {
  if (!user.memberOnly) return null;
  const [first] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.userId, user.id), isNotNull(teamMembers.acceptedAt), isNull(teamMembers.removedAt)),
    )
    .orderBy(asc(teamMembers.acceptedAt))
    .limit(1);
  return first?.id ?? null;
}
