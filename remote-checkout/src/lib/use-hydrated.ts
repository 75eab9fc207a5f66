import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the first client render on:
 * a server-rendered control that needs a handler is drawn disabled until it has one, so a payer's
 * early tap is refused visibly (and a browser test waits) instead of landing on a dead button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
