import { publicApi, segment } from '../../../lib/public-api';

export interface CepAddress {
  cep: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** `GET /cep/:cep` (public): 404 'CEP não encontrado.', 502 'Erro ao buscar o CEP. Tente novamente.' */
export const lookupCep = (cep: string) => publicApi.get<CepAddress>(`/cep/${segment(cep)}`);
