import { useEffect, useRef, useState } from 'react';
import { isValidCep } from '@pagora/shared';
import { PublicApiError } from '../../../lib/public-api';
import { lookupCep, type CepAddress } from '../api/lookup-cep';

export type CepLookupState = { status: 'idle' | 'loading' | 'found' } | { status: 'error'; message: string };

/** Looks the address up once the CEP is complete; a newer CEP wins over a late answer. */
export function useCepLookup(cep: string, onFound: (address: CepAddress) => void): CepLookupState {
  const [state, setState] = useState<CepLookupState>({ status: 'idle' });
  const complete = cep.length === 9 && isValidCep(cep);
  const found = useRef(onFound);
  found.current = onFound;
  useEffect(() => {
    if (!complete) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    lookupCep(cep).then(
      (address) => {
        if (!current) return;
        setState({ status: 'found' });
        found.current(address);
      },
      (err: unknown) =>
        current &&
        setState({ status: 'error', message: err instanceof PublicApiError ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [cep, complete]);
  return state;
}
