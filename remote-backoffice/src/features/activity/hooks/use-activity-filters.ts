import { useState } from 'react';
import { brasiliaToday } from '@pagora/shared';
import type { ActivityKind } from '@pagora/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

export type ActivityFilters = { from: string; to: string; actorId: string; kind: ActivityKind | '' };

/** The screen's filters (the last 30 days by default) and page; a new filter starts at page 1. */
export function useActivityFilters() {
  const [filters, setFilters] = useState<ActivityFilters>(() => {
    const today = brasiliaToday();
    return { from: daysBefore(today, 29), to: today, actorId: '', kind: '' };
  });
  const [page, setPage] = useState(1);
  const change = (patch: Partial<ActivityFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  /** What the API is asked (empty filters left out), for the list and the export alike. */
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ''),
  );
  return { filters, change, page, setPage, query };
}
