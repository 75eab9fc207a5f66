import { platformContract, type CepAddress } from '@pagora/shared/contracts';
import { callPublic } from '../../../lib/public-call';

export type { CepAddress };

/** `GET /cep/:cep` (public): 404 'CEP não encontrado.', 502 'Erro ao buscar o CEP. Tente novamente.' */
export const lookupCep = (cep: string): Promise<CepAddress> =>
  callPublic(platformContract.cep, { params: { cep } });
