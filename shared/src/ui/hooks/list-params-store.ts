import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list's non-default values as text; a null in a patch removes the key. */
export type RawParams = Readonly<Record<string, string>>;
export type ParamsPatch = Record<string, string | null>;
export type ParamsStore = readonly [RawParams, (patch: ParamsPatch) => void];

function applyPatch(target: Map<string, string> | URLSearchParams, patch: ParamsPatch) {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') target.delete(key);
    else target.set(key, value);
  }
}

/** Kept in the component: gone on reload. */
export function useMemoryParams(): ParamsStore {
  const [raw, setRaw] = useState<RawParams>({});
  const update = useCallback(
    (patch: ParamsPatch) =>
      setRaw((prev) => {
        const next = new Map(Object.entries(prev));
        applyPatch(next, patch);
        return Object.fromEntries(next);
      }),
    [],
  );
  return [raw, update];
}

/**
 * Kept in the query string, so a reload or a shared link shows the same page and filters. Replaces
 * the history entry: typing a search must not leave one Back step per letter. Keys the list does
 * not own stay untouched.
 */
export function useUrlParams(): ParamsStore {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => Object.fromEntries(params), [params]);
  const update = useCallback(
    (patch: ParamsPatch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          applyPatch(next, patch);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [raw, update];
}
