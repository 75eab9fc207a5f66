import type { LoginInput } from '@pagora/shared';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import {
  findSellerByUserId,
  findUserByEmail,
  listMarketplaceSummaries,
  listSellerSummaries,
} from '../repository';
import { userView } from '../user-view';
import { brandSettingsFor } from '../branding/settings';
import { userPlanFor } from '../../interest-plans';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession } from './sessions';
import { type Principal } from '../../../platform/principal';
import { issueToken } from './token';
import { isEmailVerified } from '../email-verification/verified';

const WRONG_CREDENTIALS = 'Email ou senha incorretos';
export const TOO_MANY_FROM_ADDRESS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** Known and unknown e-mails are throttled alike, so the wait tells nothing about who exists. */
export const tooManyForAccount = (seconds: number) =>
  `Muitas tentativas de login com este email. Aguarde ${waitText(seconds)} e tente novamente.`;

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** POST /login: throttle first, then hash; the same answer for a wrong e-mail or password. */
export async function login(ctx: AppContext, input: LoginInput, meta: { ip: string; userAgent: string }) {
  const verdict = ctx.limiter.tryAttempt(meta.ip, input.email);
  if (!verdict.allowed) {
    const message =
      verdict.reason === 'address' ? TOO_MANY_FROM_ADDRESS : tooManyForAccount(verdict.retryAfterSeconds);
    throw AppError.tooManyRequests(message, verdict.retryAfterSeconds);
  }
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    ctx.limiter.recordFailure(meta.ip, input.email);
    throw new AppError(401, 'invalid_credentials', WRONG_CREDENTIALS);
  }
  ctx.limiter.recordSuccess(meta.ip, input.email);
  const session = await createSession(ctx.db, user.id, ctx.config.tokenTtlSeconds, meta);
  const seller = user.cargo === 'seller' ? await findSellerByUserId(ctx.db, user.id) : undefined;
  const principal: Principal = {
    sessionId: session.id,
    userId: user.id,
    nome: user.nome,
    email: user.email,
    cargo: user.cargo,
    marketplaceId: user.marketplaceId,
    sellerId: seller?.id ?? null,
    emailVerified: isEmailVerified(user),
  };
  ctx.principals.set(principal);
  return {
    message: 'Login realizado com sucesso!',
    token: issueToken(ctx.config.tokenSecret, {
      sessionId: session.id,
      expiresAt: Math.floor(session.expiresAt.getTime() / 1000),
    }),
    expiresAt: session.expiresAt.toISOString(),
    user: userView(principal, await userPlanFor(ctx, principal)),
    painel: user.cargo === 'admin' ? await adminPanel(ctx) : null,
    settings: await brandSettingsFor(ctx.db, user.marketplaceId, ctx.brands),
  };
}

/** The admin's filter lists (spec: login answer `painel` with marketplaces and sellers). */
async function adminPanel(ctx: AppContext) {
  const [marketplaces, sellers] = await Promise.all([
    listMarketplaceSummaries(ctx.db),
    listSellerSummaries(ctx.db),
  ]);
  return { marketplaces, sellers };
}
