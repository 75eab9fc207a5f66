import { call, accountsContract } from '@pagora/shared/client';
import type { SignupInput } from '@pagora/shared';

/** POST /api/signup: creates a customer account. */
export async function signup(input: SignupInput): Promise<void> {
  await call(accountsContract.signup, { body: input });
}
