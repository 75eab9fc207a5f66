import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import type { Principal } from '../../../platform/principal';
import { findMarketplace } from '../repository';
import { marketplaces } from '../tables';
import { reencodeLogo } from './image-file';
import { brandImageOf } from './image-store';
import { brandSettingsFor } from './settings';

export type BrandUpdate = {
  primaryColor: string;
  secondaryColor: string;
  logo?: Buffer;
  logoMini?: Buffer;
  removeLogo: boolean;
  removeLogoMini: boolean;
};

const notFound = () => AppError.notFound('Marketplace não encontrado.');

/**
 * PUT /update-branch/:cliente_id: a marketplace edits its own brand. Every file is decoded and
 * re-encoded before anything is written, so a bad upload leaves the brand as it was. The logos go
 * to the store every instance reads (image-store.ts), in the transaction that points the brand at
 * them; the ones it no longer uses are removed after it commits.
 */
export async function updateBrand(
  ctx: AppContext,
  who: Principal,
  marketplaceId: string,
  input: BrandUpdate,
) {
  if (who.cargo !== 'marketplace' || who.marketplaceId !== marketplaceId) throw notFound();
  if (!(await findMarketplace(ctx.db, marketplaceId))) throw notFound();
  // Only the re-encoded pixels are stored, never the bytes sent (image-file.ts).
  const logo = input.logo ? brandImageOf(marketplaceId, await reencodeLogo(input.logo, 'logo')) : undefined;
  const logoMini = input.logoMini
    ? brandImageOf(marketplaceId, await reencodeLogo(input.logoMini, 'logoMini'))
    : undefined;

  const { before, after } = await ctx.db.transaction(async (tx) => {
    // Locked: two edits of one brand at once must not remove the logo the other one keeps.
    const [current] = await tx
      .select({ logoPath: marketplaces.logoPath, logoMiniPath: marketplaces.logoMiniPath })
      .from(marketplaces)
      .where(eq(marketplaces.id, marketplaceId))
      .for('update');
    if (!current) throw notFound();
    for (const image of [logo, logoMini]) if (image) await ctx.brandImages.put(tx, image);
    const now = {
      logoPath: logo ? logo.name : input.removeLogo ? null : current.logoPath,
      logoMiniPath: logoMini ? logoMini.name : input.removeLogoMini ? null : current.logoMiniPath,
    };
    await tx
      .update(marketplaces)
      .set({
        primaryColor: input.primaryColor,
        secondaryColor: input.secondaryColor,
        ...now,
        updatedAt: new Date(),
      })
      .where(eq(marketplaces.id, marketplaceId));
    return { before: current, after: now };
  });

  const kept = new Set([after.logoPath, after.logoMiniPath]);
  for (const old of [before.logoPath, before.logoMiniPath]) {
    if (!old || kept.has(old)) continue;
    // Names are the marketplace's own (image-store.ts): nobody else points at them. A failed
    // removal leaves an unused logo, never a missing one.
    await ctx.brandImages
      .remove(old)
      .catch((err: unknown) => ctx.log.warn({ err, name: old }, 'old logo not removed'));
    await unlink(path.join(ctx.uploadsDir, old)).catch(() => undefined);
  }
  await ctx.brands.invalidate(ctx.database, marketplaceId);
  return brandSettingsFor(ctx.db, marketplaceId, ctx.brands);
}
