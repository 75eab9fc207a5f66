import type { LoginInput } from '@pagora/shared';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import { TEAM_MESSAGES } from '@pagora/shared';
import { findUserByEmail, listMarketplaceSummaries, listSellerSummaries } from '../repository';
import { userView } from '../user-view';
import { brandSettingsFor } from '../branding/settings';
import { userPlanFor } from '../../interest-plans';
import { verifyAgainstDummy, verifyPassword } from './password';
import { createSession, loadPrincipal, type SessionMeta } from './sessions';
import { noticeLogin } from '../security/notice-login';
import type { Principal } from '../../../platform/principal';
import { acceptAccountInvitation } from '../invitations/invite-login';
import { acceptPendingInvitations, defaultMembership } from '../team/memberships';
import { issueToken } from './token';
import { secondStepAnswer } from '../two-factor';

const WRONG_CREDENTIALS = 'Email ou senha incorretos';
export const TOO_MANY_FROM_ADDRESS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** Known and unknown e-mails are throttled alike, so the wait tells nothing about who exists. */
export const tooManyForAccount = (seconds: number) =>
  `Muitas tentativas de login com este email. Aguarde ${waitText(seconds)} e tente novamente.`;

export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * POST /login: throttle first, then hash; the same answer for a wrong e-mail or password. A person
 * with a second factor gets a challenge for the second step instead of a session.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: SessionMeta) {
  const verdict = await ctx.limiter.tryAttempt(meta.ip, input.email);
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
    await ctx.limiter.recordFailure(meta.ip, input.email);
    throw new AppError(401, 'invalid_credentials', WRONG_CREDENTIALS);
  }
  await ctx.limiter.recordSuccess(meta.ip, input.email);
  // A second factor: no session until it is proved (POST /login/duas-etapas).
  if (user.twoFactorEnabledAt) return secondStepAnswer(ctx, user.id);
  return startSession(ctx, user, meta);
}

/**
 * A login proved (its password, and its second factor when it has one): pending invitations are
 * accepted, the session opens acting for the login itself or, for a login made by an invitation,
 * for its first team, and the spec's login answer is built from the principal the guard will load.
 */
export async function startSession(
  ctx: AppContext,
  user: { id: string; memberOnly: boolean },
  meta: SessionMeta,
) {
  await acceptPendingInvitations(ctx.db, user.id);
  await acceptAccountInvitation(ctx.db, user.id);
  const membershipId = await defaultMembership(ctx.db, user);
  if (user.memberOnly && !membershipId) throw new AppError(403, 'team_removed', TEAM_MESSAGES.removed);
  const session = await createSession(ctx.db, user.id, ctx.config.tokenTtlSeconds, {
    ...meta,
    membershipId,
  });
  const principal = await openedPrincipal(ctx, session.id);
  // A login (not a switch of business): its activity row, and a notice when the device is new.
  await noticeLogin(ctx, principal, {
    ip: meta.ip,
    userAgent: meta.userAgent,
    place: meta.place ?? null,
    sessionId: session.id,
  });
  return answerFor(ctx, session, principal);
}

/** The login answer for an open session: its token, the principal's view, panel and brand. */
export async function sessionAnswer(ctx: AppContext, session: { id: string; expiresAt: Date }) {
  return answerFor(ctx, session, await openedPrincipal(ctx, session.id));
}

async function openedPrincipal(ctx: AppContext, sessionId: string): Promise<Principal> {
  const principal = await loadPrincipal(ctx.db, sessionId, ctx.config.twoFactor.required);
  if (!principal) throw AppError.unauthorized('Sessão inválida. Faça login novamente.');
  ctx.principals.set(principal);
  return principal;
}

async function answerFor(ctx: AppContext, session: { id: string; expiresAt: Date }, principal: Principal) {
  return {
    message: 'Login realizado com sucesso!',
    token: issueToken(ctx.config.tokenSecret, {
      sessionId: session.id,
      expiresAt: Math.floor(session.expiresAt.getTime() / 1000),
    }),
    expiresAt: session.expiresAt.toISOString(),
    user: userView(principal, await userPlanFor(ctx, principal)),
    painel: principal.cargo === 'admin' ? await adminPanel(ctx) : null,
    settings: await brandSettingsFor(ctx.db, principal.marketplaceId, ctx.brands),
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
