import type { Db } from '../../../platform/db/client';
import type { Principal } from '../../../platform/principal';
import { enqueueMail } from '../../mail';

/**
 * 'two_factor_changed', in the change's transaction: to the person and, when the person acts as a
 * member of a business, to the business's own login too (its owner hears of it).
 */
export async function enqueueTwoFactorChanged(
  tx: Db,
  p: Principal,
  change: { enabled: boolean; method: 'totp' | 'passkey'; at: Date },
): Promise<void> {
  const at = change.at.toISOString();
  const person = { personName: p.actor.nome, personEmail: p.actor.email };
  const recipients = [{ nome: p.actor.nome, email: p.actor.email }];
  if (p.membershipId) recipients.push({ nome: p.nome, email: p.email });
  for (const to of recipients) {
    await enqueueMail(tx, {
      kind: 'two_factor_changed',
      to: to.email,
      data: { nome: to.nome, ...person, enabled: change.enabled, method: change.method, at },
      eventKey: `two-factor:${p.actor.userId}:${change.method}:${change.enabled ? 'on' : 'off'}:${at}`,
      marketplaceId: p.marketplaceId,
      sellerId: p.sellerId,
    });
  }
}
