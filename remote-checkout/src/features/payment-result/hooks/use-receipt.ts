import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PublicApiError } from '../../../lib/public-api';
import { isReceipt, type Receipt, type ResultState } from '../../../lib/receipt';
import { getReceipt } from '../../../lib/get-receipt';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt; token: string | null }
  | { status: 'error'; message: string };

export const NO_RECEIPT = 'Nenhum pagamento para mostrar.';

/**
 * The navigation state's receipt when there is one; otherwise the one named by `?id=` and opened by
 * the document token `?t=` in the URL (the id alone opens nothing: the API answers 404).
 */
export function useReceipt(): ReceiptState {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as ResultState | null)?.receipt;
  const id = params.get('id');
  const token = params.get('t');
  const initial: ReceiptState = isReceipt(fromState)
    ? { status: 'ready', receipt: fromState, token }
    : id
      ? { status: 'loading' }
      : { status: 'error', message: NO_RECEIPT };
  const [state, setState] = useState<ReceiptState>(initial);
  const needsFetch = !isReceipt(fromState) && Boolean(id);
  useEffect(() => {
    if (!needsFetch || !id) return;
    let current = true;
    getReceipt(id, token ?? '').then(
      (receipt) => current && setState({ status: 'ready', receipt, token }),
      (err: unknown) =>
        current &&
        setState({ status: 'error', message: err instanceof PublicApiError ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [needsFetch, id, token]);
  return state;
}
