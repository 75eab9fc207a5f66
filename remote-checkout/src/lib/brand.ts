import type { CSSProperties } from 'react';
import type { BrandSettings } from '@pagora/shared/contracts';

const COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The marketplace's colours for the UI kit's custom properties: the pay page and the result pages
 * after it wear the same brand (a payer should not land on a different-looking site).
 */
export function brandStyle(branding: BrandSettings | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (branding?.primaryColor && COLOR.test(branding.primaryColor))
    style['--brand-primary'] = branding.primaryColor;
  if (branding?.secondaryColor && COLOR.test(branding.secondaryColor))
    style['--brand-secondary'] = branding.secondaryColor;
  return style as CSSProperties;
}
