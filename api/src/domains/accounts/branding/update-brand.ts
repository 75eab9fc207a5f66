import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import type { Principal } from '../../../platform/principal';
import { findMarketplace } from '../repository';
import { marketplaces } from '../tables';
import { reencodeLogo } from './image-file';
import { brandSettingsFor } from './settings';

export type BrandUpdate = {
  primaryColor: string;
  secondaryColor: string;
  logo?: Buffer;
  logoMini?: Buffer;
  removeLogo: boolean;
  removeLogoMini: boolean;
};

/**
 * PUT /update-branch/:cliente_id: a marketplace edits its own brand. Every file is decoded and
 * re-encoded before anything is written, so a bad upload leaves the brand as it was.
 */
export async function updateBrand(
  ctx: AppContext,
  who: Principal,
  marketplaceId: string,
  input: BrandUpdate,
) {
  if (who.cargo !== 'marketplace' || who.marketplaceId !== marketplaceId)
    throw AppError.notFound('Marketplace não encontrado.');
  const current = await findMarketplace(ctx.db, marketplaceId);
  if (!current) throw AppError.notFound('Marketplace não encontrado.');
  // Only the re-encoded pixels are stored, never the bytes sent (image-file.ts).
  const logo = input.logo ? await reencodeLogo(input.logo, 'logo') : undefined;
  const logoMini = input.logoMini ? await reencodeLogo(input.logoMini, 'logoMini') : undefined;

  await mkdir(ctx.uploadsDir, { recursive: true });
  const save = async (f: { bytes: Buffer; ext: string }) => {
    const name = `${randomBytes(16).toString('hex')}.${f.ext}`;
    await writeFile(path.join(ctx.uploadsDir, name), f.bytes);
    return name;
  };
  const logoPath = logo ? await save(logo) : input.removeLogo ? null : current.logoPath;
  const logoMiniPath = logoMini ? await save(logoMini) : input.removeLogoMini ? null : current.logoMiniPath;
  await ctx.db
    .update(marketplaces)
    .set({
      primaryColor: input.primaryColor,
      secondaryColor: input.secondaryColor,
      logoPath,
      logoMiniPath,
      updatedAt: new Date(),
    })
    .where(eq(marketplaces.id, marketplaceId));

  for (const [old, now] of [
    [current.logoPath, logoPath],
    [current.logoMiniPath, logoMiniPath],
  ] as const) {
    if (old && old !== now) await unlink(path.join(ctx.uploadsDir, old)).catch(() => undefined);
  }
  await ctx.brands.invalidate(ctx.database, marketplaceId);
  return brandSettingsFor(ctx.db, marketplaceId, ctx.brands);
}
