import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { verifyAgainstDummy, verifyPassword } from './auth/password';
import { users } from './tables';

/**
 * Whether `plain` is the login's current password: for changes that must be confirmed by it
 * (a payout's default bank account). An unknown login costs a hash all the same.
 */
export async function currentPasswordMatches(db: Db, userId: string, plain: string): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) {
    await verifyAgainstDummy(plain);
    return false;
  }
  return verifyPassword(user.passwordHash, plain);
}
