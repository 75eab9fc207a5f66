import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { Principal } from '../../../platform/principal';
import { AppError } from '../../../platform/app-error';
import { announce, listPasskeys, mustKeepTwoFactor, syncEnabled } from './factors';
import { enqueueTwoFactorChanged } from './notices';
import { provePassword } from './prove';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { twoFactorKey } from './secret-box';
import { twoFactorChallenges, twoFactorPasskeys, twoFactorRecoveryCodes } from './tables';

/** Where the browser runs: the relying party's id (a host name) and the page's origin. */
export type WebauthnPlace = { rpID: string; origin: string };

const failed = () => AppError.badRequest(TWO_FACTOR_MESSAGES.passkeyFailed, 'response', 'passkey_failed');
/** One registration under way per person: its challenge row is keyed by the person. */
const registrationKey = (userId: string) => `passkey:${userId}`;

/** Registration options for a new passkey of the person; its challenge is kept five minutes. */
export async function passkeyRegistrationOptions(ctx: AppContext, p: Principal, place: WebauthnPlace) {
  const existing = await listPasskeys(ctx.db, p.actor.userId);
  const options = await generateRegistrationOptions({
    rpName: 'Pagora',
    rpID: place.rpID,
    userName: p.actor.email,
    userDisplayName: p.actor.nome,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(p.actor.userId)),
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const row = {
    userId: p.actor.userId,
    purpose: 'passkey' as const,
    webauthnChallenge: options.challenge,
    expiresAt: new Date(Date.now() + 300_000),
    usedAt: null,
  };
  await ctx.db
    .insert(twoFactorChallenges)
    .values({ tokenHash: registrationKey(p.actor.userId), ...row })
    .onConflictDoUpdate({ target: twoFactorChallenges.tokenHash, set: row });
  return options as unknown as Record<string, unknown>;
}

/**
 * Stores a verified passkey. As the person's first factor it turns two-step sign-in on and
 * answers ten recovery codes, once.
 */
export async function addPasskey(
  ctx: AppContext,
  p: Principal,
  input: { name: string; response: Record<string, unknown> },
  place: WebauthnPlace,
) {
  const userId = p.actor.userId;
  const [challenge] = await ctx.db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, registrationKey(userId)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ expected: twoFactorChallenges.webauthnChallenge });
  if (!challenge?.expected) throw failed();
  const verdict = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge.expected,
    expectedOrigin: place.origin,
    expectedRPID: place.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verdict?.verified) throw failed();
  const { credential } = verdict.registrationInfo;
  const key = twoFactorKey(ctx.config);
  const added = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(twoFactorPasskeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning({ id: twoFactorPasskeys.id });
    if (!row) throw AppError.conflict(TWO_FACTOR_MESSAGES.passkeyFailed, 'passkey_exists');
    const first = (await recoveryCodesLeft(tx, userId)) === 0;
    const recoveryCodes = first ? await replaceRecoveryCodes(tx, key, userId) : undefined;
    await syncEnabled(tx, userId);
    await enqueueTwoFactorChanged(tx, p, { enabled: true, method: 'passkey', at: new Date() });
    return { id: row.id, recoveryCodes };
  });
  await announce(ctx, userId);
  return { message: 'Chave de acesso adicionada.', ...added };
}

/** Removes one of the person's passkeys (its password first); the last factor only if allowed. */
export async function removePasskey(ctx: AppContext, p: Principal, id: string, password: string) {
  const userId = p.actor.userId;
  const mine = await listPasskeys(ctx.db, userId);
  const passkey = mine.find((k) => k.id === id);
  if (!passkey) throw AppError.notFound(TWO_FACTOR_MESSAGES.passkeyNotFound);
  await provePassword(ctx, userId, password);
  const mustKeep = await mustKeepTwoFactor(ctx, p);
  const on = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(twoFactorPasskeys)
      .where(and(eq(twoFactorPasskeys.id, id), eq(twoFactorPasskeys.userId, userId)));
    const stillOn = await syncEnabled(tx, userId);
    if (!stillOn && mustKeep)
      throw AppError.unprocessable(TWO_FACTOR_MESSAGES.requiredCannotDisable, 'two_factor_required');
    if (!stillOn) await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await enqueueTwoFactorChanged(tx, p, { enabled: false, method: 'passkey', at: new Date() });
    return stillOn;
  });
  if (!on) await announce(ctx, userId);
  return { message: 'Chave de acesso removida.' };
}

/** Authentication options for a login's passkey step, limited to the person's passkeys. */
export async function passkeyLoginOptions(ctx: AppContext, userId: string, place: WebauthnPlace) {
  const keys = await listPasskeys(ctx.db, userId);
  if (keys.length === 0)
    throw AppError.badRequest(TWO_FACTOR_MESSAGES.passkeyNotFound, 'response', 'no_passkey');
  return generateAuthenticationOptions({
    rpID: place.rpID,
    allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
    userVerification: 'preferred',
  });
}

/** Whether `response` is a valid assertion of one of the person's passkeys; its counter moves on. */
export async function verifyPasskeyAssertion(
  ctx: AppContext,
  userId: string,
  response: Record<string, unknown>,
  expectedChallenge: string,
  place: WebauthnPlace,
): Promise<boolean> {
  const keys = await listPasskeys(ctx.db, userId);
  const passkey = keys.find((k) => k.credentialId === response.id);
  if (!passkey) return false;
  const verdict = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: place.origin,
    expectedRPID: place.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verdict?.verified) return false;
  await ctx.db
    .update(twoFactorPasskeys)
    .set({ counter: verdict.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(twoFactorPasskeys.id, passkey.id));
  return true;
}
