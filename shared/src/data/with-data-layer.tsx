import type { ComponentType } from 'react';
import { DataProvider } from './data-provider';

/**
 * An exposed back-office page with its data layer. Applied per page, not in the shell, so the
 * shell's login and the payer's checkout never download TanStack Query.
 */
export function withDataLayer<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithDataLayer(props: P) {
    return (
      <DataProvider>
        <Page {...props} />
      </DataProvider>
    );
  }
  // The contract test (webpack/__tests__/remote-exposes.test.tsx) reads this name.
  WithDataLayer.displayName = `withDataLayer(${Page.displayName ?? Page.name})`;
  return WithDataLayer;
}
