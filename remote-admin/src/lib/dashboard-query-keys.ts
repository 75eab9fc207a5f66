/**
 * Every dashboard key starts with 'dashboard': the cache is one for the shell and all remotes, and
 * the transactions screens invalidate ['dashboard'] after a refund or a late-PIX review, so the
 * figures here are asked again. The user id is in each key because the cache outlives a sign-out.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  sellerDash: (userId: string | null) => [...dashboardKeys.all, 'seller-dash', userId] as const,
  monthly: (userId: string | null, marketplaceId: string | null) =>
    [...dashboardKeys.all, 'monthly', userId, marketplaceId ?? 'all'] as const,
  marketplaces: (userId: string | null) => [...dashboardKeys.all, 'marketplaces', userId] as const,
  transactionCount: (userId: string | null) => [...dashboardKeys.all, 'transaction-count', userId] as const,
};
