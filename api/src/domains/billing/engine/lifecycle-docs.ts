import { SUBSCRIPTION_STATUSES } from '@pagora/shared/contracts';
import { CHARGE_STATUSES } from '../tables';
import {
  CHARGE_EVENT_MEANING,
  CHARGE_EVENTS,
  CHARGE_INITIAL,
  CHARGE_LIFECYCLE,
  chargeStatusesAllowing,
} from './charge-lifecycle';
import { EVENT_MEANING, LIFECYCLE, SUBSCRIPTION_EVENTS, statusesAllowing } from './lifecycle';

/** A state table as docs/billing.md shows it, between two marker lines named after `key`. */
type StateTable<S extends string, E extends string> = {
  key: string;
  source: string;
  initial: { status: S; event: string };
  statuses: readonly S[];
  events: readonly E[];
  table: Record<S, Partial<Record<E, S>>>;
  meaning: Record<E, string>;
  allowing: (event: E) => readonly S[];
};

const markers = (t: { key: string; source: string }) => ({
  start: `<!-- ${t.key}: generated from ${t.source} -->`,
  end: `<!-- ${t.key}: end -->`,
});

/**
 * A Mermaid diagram of the changes of status (self-loops left out: they only allow an event) and a
 * table of where each event is allowed.
 */
function stateTableDocs<S extends string, E extends string>(t: StateTable<S, E>): string {
  const { start, end } = markers(t);
  const edges: string[] = [`    [*] --> ${t.initial.status}: ${t.initial.event}`];
  for (const from of t.statuses) {
    const byTarget = new Map<string, string[]>();
    for (const event of t.events) {
      const to = t.table[from][event];
      if (to && to !== from) byTarget.set(to, [...(byTarget.get(to) ?? []), event]);
    }
    for (const [to, events] of byTarget) edges.push(`    ${from} --> ${to}: ${events.join(', ')}`);
  }
  const rows = t.events.map(
    (e) =>
      `| \`${e}\` | ${t.meaning[e]} | ${t
        .allowing(e)
        .map((s) => `\`${s}\``)
        .join(', ')} |`,
  );
  return [
    start,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...edges,
    '```',
    '',
    '| event | when | allowed from |',
    '| ----- | ---- | ------------ |',
    ...rows,
    '',
    end,
  ].join('\n');
}

const SUBSCRIPTIONS = {
  key: 'lifecycle',
  source: 'api/src/domains/billing/engine/lifecycle.ts',
  initial: { status: 'pendente', event: 'created' },
  statuses: SUBSCRIPTION_STATUSES,
  events: SUBSCRIPTION_EVENTS,
  table: LIFECYCLE,
  meaning: EVENT_MEANING,
  allowing: statusesAllowing,
} as const;

const CHARGES = {
  key: 'charges',
  source: 'api/src/domains/billing/engine/charge-lifecycle.ts',
  initial: CHARGE_INITIAL,
  statuses: CHARGE_STATUSES,
  events: CHARGE_EVENTS,
  table: CHARGE_LIFECYCLE,
  meaning: CHARGE_EVENT_MEANING,
  allowing: chargeStatusesAllowing,
} as const;

/** The subscription lifecycle's part of docs/billing.md. */
export const lifecycleDocs = (): string => stateTableDocs(SUBSCRIPTIONS);
/** The charge lifecycle's part of docs/billing.md. */
export const chargeLifecycleDocs = (): string => stateTableDocs(CHARGES);

/** The generated part of a docs page for `which` table, or null when its markers are missing. */
export function generatedPart(
  page: string,
  which: 'subscriptions' | 'charges' = 'subscriptions',
): string | null {
  const { start, end } = markers(which === 'charges' ? CHARGES : SUBSCRIPTIONS);
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) return null;
  return page.slice(from, to + end.length);
}
