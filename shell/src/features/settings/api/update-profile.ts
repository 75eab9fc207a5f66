import { call, accountsContract } from '@pagora/shared/client';
import type { RequestOf, UserView } from '@pagora/shared/contracts';

/** The profile form's fields, as the route's schema accepts them (the password pair is optional). */
export type UpdateProfileBody = RequestOf<typeof accountsContract.updateProfile>['body'];

/** PUT /api/update-profile/:userId */
export async function updateProfile(userId: string, body: UpdateProfileBody): Promise<UserView> {
  const { user } = await call(accountsContract.updateProfile, { params: { userId }, body });
  return user;
}
