import { eq } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type TwoFactorConfirmInput } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { Principal } from '../../../platform/principal';
import { AppError } from '../../../platform/app-error';
import { announce, mustKeepTwoFactor, syncEnabled } from './factors';
import { enqueueTwoFactorChanged } from './notices';
import { checkSecondFactor, proofOf, provePassword, proveSecondFactor, refuseProof } from './prove';
import { assertCodesAllowed } from './rate-limit';
import { replaceRecoveryCodes } from './recovery-codes';
import { twoFactorKey } from './secret-box';
import { twoFactorPasskeys, twoFactorRecoveryCodes, twoFactorTotp } from './tables';

/**
 * Turns the app on: the password and a current code of the pending secret; in one transaction the
 * secret is confirmed, ten recovery codes replace any old ones, the guard's column is set and the
 * e-mails queued. The codes are answered this once.
 */
export async function confirmTotp(ctx: AppContext, p: Principal, input: { password: string; code: string }) {
  const userId = p.actor.userId;
  await provePassword(ctx, userId, input.password);
  await assertCodesAllowed(ctx.db, userId);
  const key = twoFactorKey(ctx.config);
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkSecondFactor(tx, key, userId, { code: input.code }, true);
    if (check !== 'ok') return { check };
    const recoveryCodes = await replaceRecoveryCodes(tx, key, userId);
    await syncEnabled(tx, userId);
    await enqueueTwoFactorChanged(tx, p, { enabled: true, method: 'totp', at: new Date() });
    return { check, recoveryCodes };
  });
  if (outcome.check !== 'ok') return refuseProof(ctx, userId, outcome.check);
  await announce(ctx, userId);
  return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: outcome.recoveryCodes ?? [] };
}

/**
 * Turns two-step sign-in off: every factor and recovery code goes. Refused while the person must
 * keep it (before any code is spent).
 */
export async function disableTwoFactor(ctx: AppContext, p: Principal, input: TwoFactorConfirmInput) {
  const userId = p.actor.userId;
  if (await mustKeepTwoFactor(ctx, p))
    throw AppError.unprocessable(TWO_FACTOR_MESSAGES.requiredCannotDisable, 'two_factor_required');
  await provePassword(ctx, userId, input.password);
  await proveSecondFactor(ctx, userId, proofOf(input.code), 'code');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
    await tx.delete(twoFactorPasskeys).where(eq(twoFactorPasskeys.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await syncEnabled(tx, userId);
    await enqueueTwoFactorChanged(tx, p, { enabled: false, method: 'totp', at: new Date() });
  });
  await announce(ctx, userId);
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/** Ten new recovery codes; the old ones (used or not) stop working. */
export async function regenerateRecoveryCodes(ctx: AppContext, p: Principal, input: TwoFactorConfirmInput) {
  const userId = p.actor.userId;
  await provePassword(ctx, userId, input.password);
  await proveSecondFactor(ctx, userId, proofOf(input.code), 'code');
  const recoveryCodes = await ctx.db.transaction((tx) =>
    replaceRecoveryCodes(tx, twoFactorKey(ctx.config), userId),
  );
  return { message: 'Novos códigos de recuperação gerados. Os anteriores não valem mais.', recoveryCodes };
}
