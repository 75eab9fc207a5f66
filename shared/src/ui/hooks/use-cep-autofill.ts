import { useRef, useState } from 'react';
import { onlyDigits } from '../../documents/cpf-cnpj';

export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado.';
export const CEP_LOOKUP_FAILED_MESSAGE = 'Erro ao buscar o CEP. Tente novamente.';

/** What a postal code fills in (the API's GET /cep/:cep answer has these and more). */
export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  complement?: string;
}

/**
 * Injected by the screen (GET /api/cep/:cep on the shared client), so the kit needs no HTTP client.
 * Gets 8 digits. Resolves null, or rejects with `{ status: 404 }` (what ApiError carries), when the
 * CEP does not exist; any other rejection is a failed lookup.
 */
export type CepFetcher = (cep: string) => Promise<CepAddress | null>;

export type CepAutofillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; address: CepAddress }
  | { status: 'error'; message: string };

const IDLE: CepAutofillState = { status: 'idle' };

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * Looks the address up when the CEP typed reaches 8 digits. Driven by typing (`lookup` in the
 * field's onChange) rather than by the form value, so opening an edit form with a saved CEP never
 * overwrites the saved street. A newer CEP wins over a late answer for an older one.
 */
export function useCepAutofill(fetchCep: CepFetcher, onFound?: (address: CepAddress) => void) {
  const [state, setState] = useState<CepAutofillState>(IDLE);
  const lastDigits = useRef('');
  const latest = useRef(0);

  const lookup = (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits === lastDigits.current) return;
    lastDigits.current = digits;
    const request = ++latest.current;
    if (digits.length !== 8) {
      setState(IDLE);
      return;
    }
    setState({ status: 'loading' });
    fetchCep(digits).then(
      (address) => {
        if (request !== latest.current) return;
        if (!address) {
          setState({ status: 'error', message: CEP_NOT_FOUND_MESSAGE });
          return;
        }
        setState({ status: 'found', address });
        onFound?.(address);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        const message = isNotFound(error) ? CEP_NOT_FOUND_MESSAGE : CEP_LOOKUP_FAILED_MESSAGE;
        setState({ status: 'error', message });
      },
    );
  };

  return {
    lookup,
    state,
    loading: state.status === 'loading',
    address: state.status === 'found' ? state.address : null,
    error: state.status === 'error' ? state.message : null,
  };
}
