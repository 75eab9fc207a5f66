import type { BrandSettings } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { NotifiedCache } from '../../../platform/notified-cache';
import { findMarketplace } from '../repository';

/** Pagora's own colours, for admins and for anyone outside a marketplace. */
export type { BrandSettings };

export const DEFAULT_BRAND: BrandSettings = {
  primaryColor: '#0f766e',
  secondaryColor: '#134e4a',
  logo: null,
  logoMini: null,
};

export const uploadUrl = (file: string | null): string | null => (file ? `/api/uploads/${file}` : null);

/**
 * Every authenticated screen and every payer page reads a brand, and brands change rarely: they
 * are cached per marketplace (see NotifiedCache) and invalidated when a marketplace edits its brand.
 */
export const createBrandCache = () => new NotifiedCache<BrandSettings>('pagora_brand_changed');
export type BrandCache = NotifiedCache<BrandSettings>;

/** `brandSettingsFor`'s answer when it is already cached (GET /api/me stays synchronous), else undefined. */
export function cachedBrandSettingsFor(
  marketplaceId: string | null,
  cache: BrandCache,
): { value: BrandSettings } | undefined {
  return marketplaceId ? cache.peek(marketplaceId) : { value: DEFAULT_BRAND };
}

export async function brandSettingsFor(
  db: Db,
  marketplaceId: string | null,
  cache?: BrandCache,
): Promise<BrandSettings> {
  if (!marketplaceId) return DEFAULT_BRAND;
  const load = async (): Promise<BrandSettings> => {
    const m = await findMarketplace(db, marketplaceId);
    if (!m) return DEFAULT_BRAND;
    return {
      primaryColor: m.primaryColor,
      secondaryColor: m.secondaryColor,
      logo: uploadUrl(m.logoPath),
      logoMini: uploadUrl(m.logoMiniPath),
    };
  };
  return cache ? cache.get(marketplaceId, load) : load();
}
