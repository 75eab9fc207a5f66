import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PublicApiError } from '../../../lib/public-api';
import { isReceipt, type Receipt, type ResultState } from '../../../lib/receipt';
import { getReceipt } from '../../../lib/get-receipt';

export type ReceiptState =
  { status: 'loading' } | { status: 'ready'; receipt: Receipt } | { status: 'error'; message: string };

export const NO_RECEIPT = 'Nenhum pagamento para mostrar.';

/** The navigation state's receipt when there is one; otherwise the one named by `?id=` in the URL. */
export function useReceipt(): ReceiptState {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as ResultState | null)?.receipt;
  const id = params.get('id');
  const initial: ReceiptState = isReceipt(fromState)
    ? { status: 'ready', receipt: fromState }
    : id
      ? { status: 'loading' }
      : { status: 'error', message: NO_RECEIPT };
  const [state, setState] = useState<ReceiptState>(initial);
  const needsFetch = !isReceipt(fromState) && Boolean(id);
  useEffect(() => {
    if (!needsFetch || !id) return;
    let current = true;
    getReceipt(id).then(
      (receipt) => current && setState({ status: 'ready', receipt }),
      (err: unknown) =>
        current &&
        setState({ status: 'error', message: err instanceof PublicApiError ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [needsFetch, id]);
  return state;
}
