import { call } from '@pagora/shared/client';
import { privacyContract, type AnonymizeBody } from '@pagora/shared/contracts';

/** POST /api/privacidade/anonimizar: one transaction on the server; a second run changes nothing. */
export const anonymizeSubject = (body: AnonymizeBody) => call(privacyContract.anonymize, { body });
