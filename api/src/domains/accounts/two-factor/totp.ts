import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TWO_FACTOR_MESSAGES, type TotpSetup } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/app-error';
import { open, seal } from './secret-box';
import { twoFactorTotp } from './tables';

/** RFC 6238 as every authenticator app reads it: SHA1, 6 digits, 30 seconds. */
const PERIOD = 30;
const totpOf = (secret: Secret, email: string) =>
  new TOTP({ issuer: 'Pagora', label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

/**
 * Starts (or restarts) the set-up: a new secret, kept encrypted and pending until a code of it is
 * confirmed. A person whose app is already confirmed must turn it off first.
 */
export async function startTotpSetup(db: Db, key: Buffer, person: { userId: string; email: string }) {
  const [current] = await db
    .select({ confirmedAt: twoFactorTotp.confirmedAt })
    .from(twoFactorTotp)
    .where(eq(twoFactorTotp.userId, person.userId));
  if (current?.confirmedAt) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'totp_enabled');
  const secret = new Secret({ size: 20 });
  const sealed = seal(key, secret.base32);
  const row = { secretIv: sealed.iv, secretTag: sealed.tag, secretCiphertext: sealed.ciphertext };
  await db
    .insert(twoFactorTotp)
    .values({ userId: person.userId, ...row })
    .onConflictDoUpdate({ target: twoFactorTotp.userId, set: { ...row, lastUsedStep: null } });
  const otpauthUri = totpOf(secret, person.email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return { secret: secret.base32, otpauthUri, qrSvg } satisfies TotpSetup;
}

export type CodeCheck = 'ok' | 'wrong' | 'used' | 'none';

/**
 * Spends a code of the person's app (`pending`: of the secret being set up, which it confirms).
 * A code is accepted one step either side of now (clock drift) and only once: its step must be
 * past the last one used, checked and written in one statement, so two instances racing with the
 * same code accept it once.
 */
export async function spendTotpCode(
  db: Db,
  key: Buffer,
  userId: string,
  code: string,
  pending = false,
): Promise<CodeCheck> {
  const state = pending ? isNull(twoFactorTotp.confirmedAt) : isNotNull(twoFactorTotp.confirmedAt);
  const [row] = await db
    .select()
    .from(twoFactorTotp)
    .where(and(eq(twoFactorTotp.userId, userId), state));
  if (!row) return 'none';
  const secret = readSecret(key, row);
  // Sealed under another key (TWO_FACTOR_KEY changed): no code of it can be checked.
  if (secret === null) return 'wrong';
  const now = Date.now();
  const delta = totpOf(Secret.fromBase32(secret), '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return 'wrong';
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const spent = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step, ...(pending ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        state,
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return spent.length > 0 ? 'ok' : 'used';
}

export async function hasConfirmedTotp(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: twoFactorTotp.userId })
    .from(twoFactorTotp)
    .where(and(eq(twoFactorTotp.userId, userId), isNotNull(twoFactorTotp.confirmedAt)));
  return rows.length > 0;
}

function readSecret(key: Buffer, row: { secretIv: string; secretTag: string; secretCiphertext: string }) {
  try {
    return open(key, { iv: row.secretIv, tag: row.secretTag, ciphertext: row.secretCiphertext });
  } catch {
    return null;
  }
}
