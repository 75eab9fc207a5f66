import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the search box shows right away, committed to the list (URL, page 1, server query) once
 * typing pauses: one request per pause instead of one per letter.
 */
export function useDebouncedSearch(
  committed: string,
  commit: (value: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(committed);
  // Only what the person typed is committed. A draft set here (a reset, the URL catching up
  // later, as router updates are transitions) must never be written back over the URL.
  const [typed, setTyped] = useState(false);
  // The committed value can change without typing ('Limpar Filtros', the Back button): show it.
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
    setTyped(false);
  }
  // The list state hands out a new function every render; a render must not restart the timer.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (!typed || draft === committed) return;
    const timer = setTimeout(() => commitRef.current(draft), delay);
    return () => clearTimeout(timer);
  }, [typed, draft, committed, delay]);

  const onChange = (value: string) => {
    setDraft(value);
    // Clearing the box is deliberate, not typing in progress: no need to wait.
    setTyped(value !== '');
    if (value === '') commitRef.current('');
  };
  /** For a reset that clears the committed search itself: drops what was typed, commits nothing. */
  const discard = () => {
    setDraft('');
    setTyped(false);
  };
  return [draft, onChange, discard] as const;
}
