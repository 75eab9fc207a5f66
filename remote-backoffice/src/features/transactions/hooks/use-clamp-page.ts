import { useEffect, useRef } from 'react';

/**
 * A page past the end (an old link, a list that shrank) moves to the last page with rows. Fired
 * once when that becomes true, not on every render: router updates are transitions, so a render
 * can still show the old URL after another change (e.g. 'Limpar Filtros') was made, and writing
 * from that stale URL would undo it.
 */
export function useClampPage(
  page: number,
  pageCount: number,
  known: boolean,
  setPage: (page: number) => void,
) {
  const pastEnd = known && page > pageCount;
  const setPageRef = useRef(setPage);
  useEffect(() => {
    setPageRef.current = setPage;
  });
  useEffect(() => {
    if (pastEnd) setPageRef.current(pageCount);
  }, [pastEnd, pageCount]);
}
