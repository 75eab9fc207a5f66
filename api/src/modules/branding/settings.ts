import { z } from 'zod';
import type { Db } from '../../db/client';
import { findMarketplace } from '../accounts/repository';

export const brandSettingsSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logo: z.string().nullable(),
  logoMini: z.string().nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** Pagora's own colours, for admins and for anyone outside a marketplace. */
export const DEFAULT_BRAND: BrandSettings = { primaryColor: '#0f766e', secondaryColor: '#134e4a', logo: null, logoMini: null };

export const uploadUrl = (file: string | null): string | null => (file ? `/api/uploads/${file}` : null);

export async function brandSettingsFor(db: Db, marketplaceId: string | null): Promise<BrandSettings> {
  if (!marketplaceId) return DEFAULT_BRAND;
  const m = await findMarketplace(db, marketplaceId);
  if (!m) return DEFAULT_BRAND;
  return {
    primaryColor: m.primaryColor,
    secondaryColor: m.secondaryColor,
    logo: uploadUrl(m.logoPath),
    logoMini: uploadUrl(m.logoMiniPath),
  };
}
