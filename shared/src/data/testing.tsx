import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { QUERY_DEFAULTS } from './query-client';

/**
 * A client of its own per test: the cache starts empty, a failing call shows its error at once
 * instead of after the production retry, and no garbage-collection timer outlives the test.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...QUERY_DEFAULTS,
      queries: { ...QUERY_DEFAULTS.queries, retry: false, gcTime: Infinity },
    },
  });
}

/** A fresh client for its children; `DataProvider` (so every `withDataLayer` page) uses it. */
export function TestDataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [fresh] = useState(createTestQueryClient);
  return <QueryClientProvider client={client ?? fresh}>{children}</QueryClientProvider>;
}

/** `render` with an empty cache; the client comes back to seed or inspect it. */
export function renderWithData(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestDataProvider client={client}>{children}</TestDataProvider>
  );
  return { client, ...render(ui, { ...options, wrapper }) };
}
