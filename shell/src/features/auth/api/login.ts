import { call, accountsContract } from '@pagora/shared/client';
import type { LoginAnswer } from '@pagora/shared/contracts';
import type { LoginInput } from '@pagora/shared';

/** POST /api/login */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return call(accountsContract.login, { body: input });
}
