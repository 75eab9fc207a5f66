import { call } from '@pagora/shared/client';
import {
  passwordContract,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@pagora/shared/contracts';

/** POST /api/password/forgot: the same sentence whether the e-mail is registered or not. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return (await call(passwordContract.forgot, { body: input })).message;
}

/** POST /api/password/reset: sets the new password with the link's token. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await call(passwordContract.reset, { body: input })).message;
}
