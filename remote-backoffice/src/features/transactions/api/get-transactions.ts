import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract, type AnswerOf, type TransactionListQuery } from '@pagora/shared/contracts';
import { transactionKeys } from './query-keys';

export type TransactionListAnswer = AnswerOf<typeof transactionsContract.list>;

/** GET /api/transactions/:userId — one page, filtered and sorted by the server, with its summary. */
export function getTransactions(
  userId: string,
  query: TransactionListQuery,
  signal?: AbortSignal,
): Promise<TransactionListAnswer> {
  return call(transactionsContract.list, { params: { userId }, query }, signal ? { signal } : {});
}

/**
 * The list for the signed-in user. The previous page stays on screen while the next one loads, so
 * paging or filtering never flashes the spinner (`isPending` is only the very first load).
 */
export function useTransactions(userId: string | null, query: TransactionListQuery) {
  return useQuery({
    queryKey: transactionKeys.list(userId, query),
    queryFn: userId ? ({ signal }) => getTransactions(userId, query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
