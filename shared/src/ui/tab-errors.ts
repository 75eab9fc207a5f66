import { createContext, useContext, useEffect, useMemo, useState } from 'react';

/** Given by a tab panel: a field calls it while it shows an error; the returned function undoes it. */
export type ReportTabError = () => () => void;

export const TabErrorContext = createContext<ReportTabError | null>(null);

/**
 * A field inside a tab panel tells the tabs it holds an error, so the tab can be marked and the
 * modal can jump to it on submit; an error on a hidden tab would otherwise look like a dead button.
 */
export function useTabError(invalid: boolean) {
  const report = useContext(TabErrorContext);
  useEffect(() => {
    if (!invalid || !report) return;
    return report();
  }, [invalid, report]);
}

/** Per tab, how many of its fields show an error; the reporters are stable while the tab ids are. */
export function useTabErrorRegistry(ids: readonly string[]) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = ids.join('\u0000');
  const reporters = useMemo(() => {
    const bump = (id: string, by: number) => setCounts((c) => ({ ...c, [id]: (c[id] ?? 0) + by }));
    const entries = key.split('\u0000').map((id): [string, ReportTabError] => [
      id,
      () => {
        bump(id, 1);
        return () => bump(id, -1);
      },
    ]);
    return new Map(entries);
  }, [key]);
  const withErrors = ids.filter((id) => (counts[id] ?? 0) > 0);
  return { withErrors, reporters };
}
