import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { savePreferences } from './preferences';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, sellerId: string) =>
  createHmac('sha256', secret).update(`mail-unsubscribe:new_sale:${sellerId}`).digest('base64url');

/**
 * The unsubscribe link's token: the seller's id and its HMAC under TOKEN_SECRET. It can only turn
 * the new-sale e-mail off, so it does not expire (links in old e-mails keep working) and is not
 * stored; turning it back on needs a login.
 */
export const unsubscribeToken = (secret: string, sellerId: string) =>
  `${sellerId}.${signatureOf(secret, sellerId)}`;

export function sellerOfToken(secret: string, token: string): string | null {
  const [sellerId = '', signature = ''] = token.split('.');
  if (!UUID.test(sellerId)) return null;
  const expected = Buffer.from(signatureOf(secret, sellerId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sellerId : null;
}

export const unsubscribeUrl = (ctx: AppContext, sellerId: string) =>
  `${ctx.mail.publicUrl}/api/emails/descadastrar?token=${encodeURIComponent(unsubscribeToken(ctx.config.tokenSecret, sellerId))}`;

/**
 * Turns the new-sale e-mail off for the seller the token names; false when the token is no good.
 * Nothing about the seller is read or shown: the link works without a login.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const sellerId = sellerOfToken(ctx.config.tokenSecret, token);
  if (!sellerId) return false;
  await savePreferences(ctx.db, sellerId, { newSale: false });
  return true;
}
