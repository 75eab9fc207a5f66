import { call } from '@pagora/shared/client';
import { teamContract, type LoginAnswer } from '@pagora/shared/contracts';

/** POST /api/equipe/trocar: a new session acting for that business (null: the login itself). */
export function switchBusiness(membershipId: string | null): Promise<LoginAnswer> {
  return call(teamContract.switchBusiness, { body: { membershipId } });
}
