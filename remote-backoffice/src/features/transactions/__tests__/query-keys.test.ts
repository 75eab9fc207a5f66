import { QueryClient } from '@tanstack/react-query';
import { adminFilterKeys } from '@pagora/shared/data';
import { invalidateAfterMoneyMoved, transactionKeys } from '../api/query-keys';

test('a refund or review invalidates every transaction list and the dashboards, not the filter options', async () => {
  const client = new QueryClient();
  const seed = (key: readonly unknown[]) => client.setQueryData(key, { seeded: true });
  const listKey = transactionKeys.list('user-1', { page: 2, pageSize: 25 });
  seed(listKey);
  seed(['dashboard', 'seller', 'user-1']);
  seed(adminFilterKeys.marketplaces());
  seed(['payment-links']);
  await invalidateAfterMoneyMoved(client);
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  expect(invalidated(listKey)).toBe(true);
  expect(invalidated(['dashboard', 'seller', 'user-1'])).toBe(true);
  expect(invalidated(adminFilterKeys.marketplaces())).toBe(false);
  expect(invalidated(['payment-links'])).toBe(false);
});
