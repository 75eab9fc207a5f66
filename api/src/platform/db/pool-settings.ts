/**
 * How long an idle pooled connection is kept (node-postgres closes it after 10 s by default). A new
 * connection plans its first queries on cold catalog caches: the partitioned transactions table
 * (every month and its ~20 indexes) took ~50 ms to plan on a fresh connection against ~1 ms on a
 * warm one at 10 M rows (docs/capacity.md), which showed as the lists' p95 tail whenever a burst
 * opened connections again. Ten connections per instance are cheap to keep.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;
