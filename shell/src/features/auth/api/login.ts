import { call, accountsContract } from '@pagora/shared/client';
import type { LoginAnswer, LoginChallenge } from '@pagora/shared/contracts';
import type { LoginInput } from '@pagora/shared';

/** POST /api/login: a session, or (a person with a second factor) the challenge of the second step. */
export function login(input: LoginInput): Promise<LoginAnswer | LoginChallenge> {
  return call(accountsContract.login, { body: input });
}
