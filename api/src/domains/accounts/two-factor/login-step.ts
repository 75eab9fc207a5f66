import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  TWO_FACTOR_MESSAGES,
  type LoginChallenge,
  type LoginSecondStepInput,
} from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import { findUserById } from '../repository';
import { startSession } from '../auth/login';
import type { SessionMeta } from '../auth/sessions';
import { issueLoginChallenge, loginChallenge, spendLoginChallenge } from './challenges';
import { proveSecondFactor } from './prove';
import { twoFactorPasskeys, twoFactorRecoveryCodes } from './tables';
import { hasConfirmedTotp } from './totp';

type Meta = SessionMeta;

/** What the second step accepts for this person, in the order the login page offers them. */
async function methodsOf(ctx: AppContext, userId: string): Promise<LoginChallenge['methods']> {
  const [totp, [codes], [keys]] = await Promise.all([
    hasConfirmedTotp(ctx.db, userId),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt))),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(twoFactorPasskeys)
      .where(eq(twoFactorPasskeys.userId, userId)),
  ]);
  const methods: LoginChallenge['methods'] = [];
  if (totp) methods.push('totp');
  if (Number(codes?.n ?? 0) > 0) methods.push('recovery');
  if (Number(keys?.n ?? 0) > 0) methods.push('passkey');
  return methods;
}

/** The password was right and the person has a second factor: no token yet, a challenge. */
export async function secondStepAnswer(ctx: AppContext, userId: string): Promise<LoginChallenge> {
  return {
    message: TWO_FACTOR_MESSAGES.loginChallenge,
    twoFactorRequired: true,
    challenge: await issueLoginChallenge(ctx, userId),
    methods: await methodsOf(ctx, userId),
  };
}

/** POST /login/duas-etapas: a code of the app or a recovery code, then the normal login answer. */
export async function loginSecondStep(ctx: AppContext, input: LoginSecondStepInput, meta: Meta) {
  const challenge = await loginChallenge(ctx, input.challenge);
  if (input.code !== undefined) await proveSecondFactor(ctx, challenge.userId, { code: input.code }, 'code');
  else await proveSecondFactor(ctx, challenge.userId, { recoveryCode: input.recoveryCode }, 'recoveryCode');
  return finishLogin(ctx, input.challenge, challenge.userId, meta);
}

/** The second factor was proved: the challenge is spent and the session opens. */
export async function finishLogin(ctx: AppContext, token: string, userId: string, meta: Meta) {
  await spendLoginChallenge(ctx, token);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(400, 'challenge_expired', TWO_FACTOR_MESSAGES.challengeExpired);
  return startSession(ctx, user, meta);
}
