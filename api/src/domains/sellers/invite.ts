import { ACCOUNT_INVITE_MESSAGES, type SellerRecord } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { invitationOpen, invitationsOf, sendAccountInvitation } from '../accounts';
import { visibleSeller } from './scope';
import { sellerRecord } from './views';

/**
 * Issue 41: a seller's login, made by its marketplace (or an admin), is an invitation in the
 * marketplace's name and brand; the seller sets their own password through it.
 */
export async function inviteSeller(
  tx: Db,
  who: Principal,
  s: { userId: string; nome: string; email: string },
  marketplace: { id: string; nome: string },
) {
  await sendAccountInvitation(tx, {
    ...s,
    businessName: marketplace.nome,
    role: 'seller',
    invitedBy: { userId: who.actor.userId, nome: who.actor.nome },
    marketplaceId: marketplace.id,
    sellerId: null,
  });
}

/** Records with each login's invitation beside it. */
export async function withInvitations(db: Db, records: SellerRecord[]): Promise<SellerRecord[]> {
  const invites = await invitationsOf(
    db,
    records.map((r) => r.cliente.id),
  );
  return records.map((r) => {
    const convite = invites.get(r.cliente.id);
    return convite ? { ...r, convite } : r;
  });
}

export async function sellerView(db: Db, record: SellerRecord): Promise<SellerRecord> {
  const [withInvite] = await withInvitations(db, [record]);
  return withInvite ?? record;
}

/** POST /seller/:id/reenviar-convite: only while the seller has not set a password. */
export async function resendSellerInvitation(ctx: AppContext, who: Principal, id: string) {
  const seller = await visibleSeller(ctx.db, who, id);
  if (!(await invitationOpen(ctx.db, seller.userId)))
    throw AppError.conflict(ACCOUNT_INVITE_MESSAGES.accepted, 'invite_not_open');
  await ctx.db.transaction((tx) =>
    inviteSeller(
      tx,
      who,
      { userId: seller.userId, nome: seller.nome, email: seller.email },
      { id: seller.marketplaceId, nome: seller.marketplaceNome },
    ),
  );
  return sellerView(ctx.db, sellerRecord(seller));
}
