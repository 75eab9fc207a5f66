import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Below the spec's 1024 px breakpoint (the sidebar folds into the top bar, lists turn to cards). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
