import { accountsContract, call } from '@pagora/shared/client';
import type { VerifyEmailInput } from '@pagora/shared/contracts';

/** POST /api/email/verify: the link's token proves the address; answers the pt-BR confirmation. */
export async function verifyEmail(input: VerifyEmailInput): Promise<string> {
  return (await call(accountsContract.verifyEmail, { body: input })).message;
}

/** POST /api/email/resend-verification: a new link to the signed-in customer's address. */
export async function resendVerification(): Promise<string> {
  return (await call(accountsContract.resendVerification, {})).message;
}
