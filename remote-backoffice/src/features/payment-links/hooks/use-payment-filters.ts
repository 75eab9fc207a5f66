import { useEffect, useState } from 'react';
import { queryCache } from '../../../lib/query-cache';
import { getPaymentFilters, type PaymentFilterOptions } from '../api/get-payment-filters';

const KEY = 'payment-filters:all';
const EMPTY: PaymentFilterOptions = { marketplaces: [], sellers: [] };

/** The admin filters' options; nothing is fetched for other roles. */
export function usePaymentFilters(enabled: boolean): PaymentFilterOptions {
  const [options, setOptions] = useState<PaymentFilterOptions>(
    () => queryCache.get<PaymentFilterOptions>(KEY) ?? EMPTY,
  );
  useEffect(() => {
    if (!enabled || queryCache.get(KEY)) return;
    let live = true;
    getPaymentFilters()
      .then((answer) => {
        queryCache.set(KEY, answer);
        if (live) setOptions(answer);
      })
      // Without options the filters stay at 'all'; the list itself still loads.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return options;
}
