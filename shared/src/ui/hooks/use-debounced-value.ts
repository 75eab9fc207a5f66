import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `ms`: one server search per pause, not per key. */
export function useDebouncedValue<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
