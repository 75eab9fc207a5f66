import type { MailData, MailKind } from '../kinds';
import type { MailBrand } from './layout';

/** What every template gets: the brand, absolute links, and the reset link when it may be shown. */
export type TemplateInput<K extends MailKind> = {
  brand: MailBrand;
  publicUrl: string;
  data: MailData<K>;
  /** The reset link's token; null when rendered for the back office (the link is not shown). */
  secret: string | null;
  /** An optional message's unsubscribe link (signed); null when rendered for the back office. */
  unsubscribeUrl: string | null;
  /** A payer's receipt: its signed 'Seus dados pessoais (LGPD)' link; null in the back office. */
  privacyUrl?: string | null;
};
