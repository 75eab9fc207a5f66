import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { keyedHash } from './secret-box';
import { twoFactorRecoveryCodes } from './tables';

/** Ten codes of ten characters, without look-alikes (0/o, 1/l/i), shown to the person once. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const COUNT = 10;
const LENGTH = 10;

/** What the person types, as stored: case, spaces and hyphens do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A new set: the old codes stop working in the same transaction. */
export async function replaceRecoveryCodes(tx: Db, key: Buffer, userId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: keyedHash(key, code) })));
  return codes;
}

/** Spends a code: true once, false for an unknown or already used one (even in a race). */
export async function spendRecoveryCode(db: Db, key: Buffer, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, keyedHash(key, normalizeRecoveryCode(code))),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
