import { call } from '@pagora/shared/client';
import { platformContract } from '@pagora/shared/contracts';
import type { CepFetcher } from '@pagora/shared/ui';

/** The kit's CEP lookup through the API's GET /api/cep/:cep (a 404 rejects: 'CEP não encontrado.'). */
export const fetchCep: CepFetcher = async (cep) => {
  const answer = await call(platformContract.cep, { params: { cep } });
  return {
    street: answer.street,
    complement: answer.complement,
    neighborhood: answer.neighborhood,
    city: answer.city,
    state: answer.state,
  };
};
