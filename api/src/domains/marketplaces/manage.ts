import { and, eq, isNull } from 'drizzle-orm';
import type { MarketplaceUpdate } from '@pagora/shared';
import { SELLER_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import {
  dropSessionsCache,
  emailTakenByOther,
  hashPassword,
  markMarketplaceRemoved,
  retireLoginRows,
  updateLogin,
  uniqueViolationOf,
  updateMarketplaceRecord,
  usersView,
  publicNameChanged,
} from '../accounts';
import { findMarketplace } from './repository';
import { feesPatch } from './record';

const NOT_FOUND = 'Marketplace não encontrado.';
const EMAIL_TAKEN = 'Este email já está cadastrado.';

/**
 * PUT /marketplace/:clienteId (admin): the marketplace by its id or its owner's id. `id` is the
 * form's 'ID Zoop'; fees left out keep their stored values.
 */
export async function updateMarketplace(ctx: AppContext, clienteId: string, input: MarketplaceUpdate) {
  const current = await findMarketplace(ctx.db, clienteId);
  if (!current) throw AppError.notFound(NOT_FOUND);
  if (await emailTakenByOther(ctx.db, input.email, current.ownerId ?? undefined))
    throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const now = new Date();
      await updateMarketplaceRecord(tx, current.id, {
        nome: input.nome,
        email: input.email,
        cpfCnpj: input.cpf_cnpj,
        idZoop: input.id,
        zpkIdMarketplace: input.zpk_id_marketplace,
        status: input.status,
        contactPerson: input.contactPerson,
        phone: input.phone,
        website: input.website,
        address: input.address,
        ...feesPatch(input),
        updatedAt: now,
      });
      if (current.ownerId) {
        await updateLogin(tx, current.ownerId, {
          nome: input.nome,
          email: input.email,
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        });
      }
    });
  } catch (err) {
    if (uniqueViolationOf(err)) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
    throw err;
  }
  if (current.ownerId) await dropSessionsCache(ctx, current.ownerId);
  // Payers see the record's name (accounts/branding/public-name.ts): cached payer pages go.
  if (input.nome !== current.nome) await publicNameChanged(ctx);
  const updated = await findMarketplace(ctx.db, current.id);
  if (!updated) throw AppError.notFound(NOT_FOUND);
  return updated;
}

/**
 * DELETE /marketplace/:id (admin): refused with 409 while it has active sellers; otherwise soft
 * removal of the marketplace and its owner logins (money records stay).
 */
export async function removeMarketplace(ctx: AppContext, id: string) {
  const current = await findMarketplace(ctx.db, id);
  if (!current) throw AppError.notFound(NOT_FOUND);
  if (current.sellerCount > 0) throw AppError.conflict(M.marketplaceHasSellers, 'marketplace_has_sellers');
  const at = new Date();
  const owners = await ctx.db
    .select({ id: usersView.id })
    .from(usersView)
    .where(
      and(
        eq(usersView.marketplaceId, current.id),
        eq(usersView.cargo, 'marketplace'),
        isNull(usersView.deletedAt),
      ),
    );
  await ctx.db.transaction(async (tx) => {
    await markMarketplaceRemoved(tx, current.id, at);
    for (const owner of owners) await retireLoginRows(tx, owner.id, at);
  });
  for (const owner of owners) await dropSessionsCache(ctx, owner.id);
}
