import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the first client render on:
 * a server-rendered control that needs a handler is drawn disabled until it has one, so an early
 * tap or keystroke is refused visibly (and a browser test waits) instead of landing on a dead
 * button, or in a field whose text the form's state would never see. The payer page (rendered by
 * the API) and the login page (rendered by the build) use it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
