import type { BrandSettings } from '@pagora/shared/client/core';

/** Pagora's own teal, the API's default brand too: login and sign-up wear the app's colours. */
export const DEFAULT_BRAND = { primaryColor: '#0f766e', secondaryColor: '#134e4a' } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Brand colours as CSS custom properties; anything that is not a hex colour falls back to the default. */
export function brandVariables(
  settings: BrandSettings | null,
): Record<'--brand-primary' | '--brand-secondary', string> {
  const primary =
    settings?.primaryColor && HEX.test(settings.primaryColor)
      ? settings.primaryColor
      : DEFAULT_BRAND.primaryColor;
  const secondary =
    settings?.secondaryColor && HEX.test(settings.secondaryColor)
      ? settings.secondaryColor
      : DEFAULT_BRAND.secondaryColor;
  return { '--brand-primary': primary, '--brand-secondary': secondary };
}
