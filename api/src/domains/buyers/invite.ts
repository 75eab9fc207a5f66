import { ACCOUNT_INVITE_MESSAGES, type BuyerRecord } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { invitationOpen, invitationsOf, sendAccountInvitation } from '../accounts';
import type { BuyerJoined } from './repository';

/**
 * Issue 41: the buyer's customer login, made by its seller (or that seller's marketplace), is an
 * invitation in the seller's name and brand; the buyer sets their own password through it.
 */
export async function inviteBuyer(
  tx: Db,
  who: Principal,
  b: { userId: string; nome: string; email: string },
  seller: { id: string; nome: string; marketplaceId: string },
) {
  await sendAccountInvitation(tx, {
    ...b,
    businessName: seller.nome,
    role: 'buyer',
    invitedBy: { userId: who.actor.userId, nome: who.actor.nome },
    marketplaceId: seller.marketplaceId,
    sellerId: seller.id,
  });
}

/** POST /customer-invite/:id ('Reenviar convite'): only while the buyer has not set a password. */
export async function resendBuyerInvitation(ctx: AppContext, who: Principal, found: BuyerJoined) {
  const { buyer, sellerNome } = found;
  if (!buyer.userId || !(await invitationOpen(ctx.db, buyer.userId)))
    throw AppError.conflict(
      buyer.userId ? ACCOUNT_INVITE_MESSAGES.accepted : ACCOUNT_INVITE_MESSAGES.notInvited,
      'invite_not_open',
    );
  const userId = buyer.userId;
  await ctx.db.transaction((tx) =>
    inviteBuyer(
      tx,
      who,
      { userId, nome: buyer.nome, email: buyer.email },
      { id: buyer.sellerId, nome: sellerNome, marketplaceId: buyer.marketplaceId },
    ),
  );
}

/** The records of a page with each login's invitation beside it. */
export async function withInvitations(db: Db, records: BuyerRecord[]): Promise<BuyerRecord[]> {
  const ids = records.flatMap((r) => (r.cliente.id ? [r.cliente.id] : []));
  const invites = await invitationsOf(db, ids);
  return records.map((r) => {
    const convite = r.cliente.id ? invites.get(r.cliente.id) : undefined;
    return convite ? { ...r, convite } : r;
  });
}
