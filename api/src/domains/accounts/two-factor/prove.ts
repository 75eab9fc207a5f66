import { TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/app-error';
import { currentPasswordMatches } from '../current-password';
import { assertCodesAllowed, recordCodeFailure } from './rate-limit';
import { spendRecoveryCode } from './recovery-codes';
import { twoFactorKey } from './secret-box';
import { spendTotpCode } from './totp';

export type Proof = { code?: string; recoveryCode?: string };

/** The settings forms' one field: six digits are the app's code, anything else a recovery code. */
export function proofOf(typed: string): Proof {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: typed };
}

/** The login's password, before any change to its factors; a wrong one counts as a wrong code. */
export async function provePassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  await assertCodesAllowed(ctx.db, userId);
  if (await currentPasswordMatches(ctx.db, userId, password)) return;
  await recordCodeFailure(ctx.db, userId);
  throw AppError.badRequest(TWO_FACTOR_MESSAGES.wrongPassword, 'password', 'wrong_password');
}

export type ProofCheck = 'ok' | 'wrong' | 'used' | 'none' | 'wrong-recovery';

/**
 * Spends a current code of the person's app (`pending`: of the secret being set up, which it
 * confirms) or one of its recovery codes: each is good once. On `db`, which may be the change's
 * transaction; a failure is not recorded here (see `refuseProof`).
 */
export async function checkSecondFactor(
  db: Db,
  key: Buffer,
  userId: string,
  proof: Proof,
  pending = false,
): Promise<ProofCheck> {
  if (proof.code !== undefined) {
    const check = await spendTotpCode(db, key, userId, proof.code, pending);
    return check === 'none' && !pending ? 'wrong' : check;
  }
  if (
    proof.recoveryCode !== undefined &&
    !pending &&
    (await spendRecoveryCode(db, key, userId, proof.recoveryCode))
  )
    return 'ok';
  return 'wrong-recovery';
}

/** Counts a failed proof against the person's limit (rate-limit.ts) and answers it in pt-BR. */
export async function refuseProof(
  ctx: AppContext,
  userId: string,
  check: Exclude<ProofCheck, 'ok'>,
  field?: string,
): Promise<never> {
  await recordCodeFailure(ctx.db, userId);
  if (check === 'none') throw AppError.unprocessable(TWO_FACTOR_MESSAGES.noPendingSetup, 'no_pending_setup');
  if (check === 'wrong-recovery')
    throw AppError.badRequest(
      TWO_FACTOR_MESSAGES.wrongRecoveryCode,
      field ?? 'recoveryCode',
      'invalid_recovery_code',
    );
  const used = check === 'used';
  throw AppError.badRequest(
    used ? TWO_FACTOR_MESSAGES.usedCode : TWO_FACTOR_MESSAGES.wrongCode,
    field ?? 'code',
    used ? 'code_used' : 'invalid_code',
  );
}

/** The person's limit, then a code of its app or a recovery code, spent; else refused. */
export async function proveSecondFactor(ctx: AppContext, userId: string, proof: Proof, field?: string) {
  await assertCodesAllowed(ctx.db, userId);
  const check = await checkSecondFactor(ctx.db, twoFactorKey(ctx.config), userId, proof);
  if (check !== 'ok') await refuseProof(ctx, userId, check, field);
}
