import { TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { SessionMeta } from '../auth/sessions';
import { AppError } from '../../../platform/app-error';
import { loginChallenge, rememberWebauthnChallenge } from './challenges';
import { finishLogin } from './login-step';
import { passkeyLoginOptions, verifyPasskeyAssertion, type WebauthnPlace } from './passkeys';
import { assertCodesAllowed, recordCodeFailure } from './rate-limit';

type Meta = SessionMeta;

/** POST /login/duas-etapas/passkey/opcoes: the assertion options for the login's person. */
export async function loginPasskeyOptions(ctx: AppContext, token: string, place: WebauthnPlace) {
  const challenge = await loginChallenge(ctx, token);
  const options = await passkeyLoginOptions(ctx, challenge.userId, place);
  await rememberWebauthnChallenge(ctx, token, options.challenge);
  return options as unknown as Record<string, unknown>;
}

/** POST /login/duas-etapas/passkey: a passkey assertion instead of a code; counts like a code. */
export async function loginWithPasskey(
  ctx: AppContext,
  input: { challenge: string; response: Record<string, unknown> },
  place: WebauthnPlace,
  meta: Meta,
) {
  const challenge = await loginChallenge(ctx, input.challenge);
  await assertCodesAllowed(ctx.db, challenge.userId);
  const ok =
    challenge.webauthnChallenge !== null &&
    (await verifyPasskeyAssertion(ctx, challenge.userId, input.response, challenge.webauthnChallenge, place));
  if (!ok) {
    await recordCodeFailure(ctx.db, challenge.userId);
    throw AppError.badRequest(TWO_FACTOR_MESSAGES.passkeyFailed, 'response', 'passkey_failed');
  }
  return finishLogin(ctx, input.challenge, challenge.userId, meta);
}

/**
 * The relying party: PUBLIC_URL's host and origin when set (behind a proxy the request's own
 * may be internal), else the page's Origin header, else the request's host.
 */
export function webauthnPlaceOf(
  publicUrl: string | undefined,
  request: { headers: { origin?: string }; protocol: string; host: string; hostname: string },
): WebauthnPlace {
  const base = publicUrl ?? request.headers.origin;
  if (base) {
    const url = new URL(base);
    return { rpID: url.hostname, origin: url.origin };
  }
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}
