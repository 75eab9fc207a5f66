import type { CepFetcher } from '../ui/hooks/use-cep-autofill';
import { platformContract } from '../contracts/platform';
import { call } from './call';

/**
 * The UI kit's CEP lookup (`CepField`, `useCepAutofill`) through the API's `GET /api/cep/:cep`,
 * never from the browser to a public service; a 404 rejects, which the kit shows as
 * 'CEP não encontrado.'.
 */
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
