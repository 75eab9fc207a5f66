import type { BrandSettings } from '@pagora/shared/client/core';

/** Pagora's own teal, the API's default brand too: login and sign-up wear the app's colours. */
export const DEFAULT_BRAND = { primaryColor: '#0f766e', secondaryColor: '#134e4a' } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

type BrandVariable = '--brand-primary' | '--brand-secondary' | '--brand-on-primary' | '--brand-on-secondary';

/** WCAG's relative luminance of a hex colour (#abc or #aabbcc). */
function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [1, 3, 5].map((i) => hex.slice(i, i + 2));
  const [r = 0, g = 0, b = 0] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour to write on a brand colour (issue 41): a marketplace picks any colour, so white
 * or near-black, whichever contrasts more, keeps the text readable (WCAG's 4.5:1 where any can).
 */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Brand colours as CSS custom properties, with the text colour for each; anything that is not a hex
 * colour falls back to the default.
 */
export function brandVariables(settings: BrandSettings | null): Record<BrandVariable, string> {
  const primary =
    settings?.primaryColor && HEX.test(settings.primaryColor)
      ? settings.primaryColor
      : DEFAULT_BRAND.primaryColor;
  const secondary =
    settings?.secondaryColor && HEX.test(settings.secondaryColor)
      ? settings.secondaryColor
      : DEFAULT_BRAND.secondaryColor;
  return {
    '--brand-primary': primary,
    '--brand-secondary': secondary,
    '--brand-on-primary': readableOn(primary),
    '--brand-on-secondary': readableOn(secondary),
  };
}
