import type { Config } from '../../config';
import type { MailBrand } from './templates/layout';
import { smtpTransport, type MailTransport } from './transport';

declare module '../../platform/context' {
  interface AppContext {
    mail: MailState;
  }
}

/** The marketplace's colours and logo path as the payer page gets them (accounts/branding). */
export type BrandSource = (marketplaceId: string | null) => Promise<{
  primaryColor: string;
  secondaryColor: string;
  logo: string | null;
}>;

export type MailState = {
  transport: MailTransport | null;
  /** Absolute base of every link in a message: PUBLIC_URL, else the local demo's address. */
  publicUrl: string;
  brandFor(marketplaceId: string | null): Promise<MailBrand>;
};

/**
 * The composition root passes the brand source (the accounts domain's), so mail does not import
 * accounts, which enqueues mail: no import circle.
 */
export function createMailState(config: Config, brands: BrandSource): { mail: MailState } {
  const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return {
    mail: {
      transport: smtpTransport(config.mail),
      publicUrl,
      async brandFor(marketplaceId) {
        const b = await brands(marketplaceId);
        return {
          primaryColor: b.primaryColor,
          secondaryColor: b.secondaryColor,
          logoUrl: b.logo ? `${publicUrl}${b.logo}` : null,
        };
      },
    },
  };
}
