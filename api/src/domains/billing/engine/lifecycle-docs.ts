import { SUBSCRIPTION_STATUSES } from '@pagora/shared/contracts';
import { EVENT_MEANING, LIFECYCLE, SUBSCRIPTION_EVENTS, statusesAllowing } from './lifecycle';

/** Where docs/billing.md holds the generated part, between these two lines. */
export const DOCS_START = '<!-- lifecycle: generated from api/src/domains/billing/engine/lifecycle.ts -->';
export const DOCS_END = '<!-- lifecycle: end -->';

/**
 * The transition table as docs/billing.md shows it: a Mermaid diagram of the changes of status
 * (self-loops left out: they only allow an event) and a table of where each event is allowed.
 */
export function lifecycleDocs(): string {
  const edges: string[] = ['    [*] --> pendente: created'];
  for (const from of SUBSCRIPTION_STATUSES) {
    const byTarget = new Map<string, string[]>();
    for (const event of SUBSCRIPTION_EVENTS) {
      const to = LIFECYCLE[from][event];
      if (to && to !== from) byTarget.set(to, [...(byTarget.get(to) ?? []), event]);
    }
    for (const [to, events] of byTarget) edges.push(`    ${from} --> ${to}: ${events.join(', ')}`);
  }
  const rows = SUBSCRIPTION_EVENTS.map(
    (e) =>
      `| \`${e}\` | ${EVENT_MEANING[e]} | ${statusesAllowing(e)
        .map((s) => `\`${s}\``)
        .join(', ')} |`,
  );
  return [
    DOCS_START,
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
    DOCS_END,
  ].join('\n');
}

/** The generated part of a docs page, or null when its markers are missing. */
export function generatedPart(page: string): string | null {
  const start = page.indexOf(DOCS_START);
  const end = page.indexOf(DOCS_END);
  if (start < 0 || end < start) return null;
  return page.slice(start, end + DOCS_END.length);
}
