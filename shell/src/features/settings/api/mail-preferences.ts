import { call } from '@pagora/shared/client';
import { mailContract, type MailPreferences } from '@pagora/shared/contracts';

/** GET /api/email-preferences: the seller's, as the server holds them (other roles have none). */
export const getMailPreferences = async (): Promise<MailPreferences> =>
  (await call(mailContract.preferences, {})).dados;

/** PUT /api/email-preferences: answers the saved preferences and the message to show. */
export const saveMailPreferences = (body: MailPreferences) => call(mailContract.updatePreferences, { body });
