import { call, accountsContract } from '@pagora/shared/client';
import type { AnswerOf } from '@pagora/shared/contracts';

export type MeAnswer = AnswerOf<typeof accountsContract.me>;

/** GET /api/me: the current user and brand settings for the stored token. */
export function getMe(): Promise<MeAnswer> {
  return call(accountsContract.me, {});
}
