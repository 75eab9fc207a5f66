import { call } from '@pagora/shared/client';
import { teamContract, type Business } from '@pagora/shared/contracts';

/** GET /api/equipe/negocios: the businesses this login can act for. */
export async function listBusinesses(): Promise<Business[]> {
  return (await call(teamContract.businesses, {})).data;
}
