import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * Back-office server state: one failed call is retried once (a flaky network, not a 4xx loop);
 * switching tabs does not refetch every list on screen; data younger than 30 s is reused when a
 * page mounts again instead of flashing a spinner.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
} satisfies DefaultOptions;

/**
 * The one cache. `@pagora/shared/data` is a shared singleton (webpack/shared-config.js), so the
 * shell and every remote that loads it hold this same client.
 */
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
