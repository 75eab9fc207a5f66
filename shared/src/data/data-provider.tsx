import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Gives its children the shared query client. A client already provided above (a test's fresh
 * one, or a page nested in another wrapped page) is kept, so nesting never splits the cache.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
