import type { Machine } from './machine';

const markers = (m: { key: string; source: string }) => ({
  start: `<!-- ${m.key}: generated from ${m.source} -->`,
  end: `<!-- ${m.key}: end -->`,
});

/**
 * A machine as the docs show it, between two marker lines named after its key: a Mermaid diagram
 * of the changes of status (self-loops left out: they only allow an event) and a table of where
 * each event is allowed and where it leads.
 */
export function machineDocs<S extends string, E extends string>(m: Machine<S, E>): string {
  const { start, end } = markers(m);
  const edges = m.initial.map((i) => `    [*] --> ${i.status}: ${i.event}`);
  for (const from of m.statuses) {
    const byTarget = new Map<string, string[]>();
    for (const event of m.eventNames) {
      const to = m.next(from, event);
      if (to && to !== from) byTarget.set(to, [...(byTarget.get(to) ?? []), event]);
    }
    for (const [to, events] of byTarget) edges.push(`    ${from} --> ${to}: ${events.join(', ')}`);
  }
  const rows = m.eventNames.map((e) => {
    const moves = m
      .allowing(e)
      .map((s) => (m.next(s, e) === s ? `\`${s}\`` : `\`${s}\` → \`${m.next(s, e)}\``));
    return `| \`${e}\` | ${m.events[e]} | ${moves.join(', ') || '(never)'} |`;
  });
  return [
    start,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...edges,
    '```',
    '',
    '| event | when | allowed from (→ to) |',
    '| ----- | ---- | ------------------- |',
    ...rows,
    '',
    end,
  ].join('\n');
}

/** The part of `doc` between a machine's markers (markers included), or null when they are gone. */
export function generatedPart(doc: string, m: { key: string; source: string }): string | null {
  const { start, end } = markers(m);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from);
  return from < 0 || to < 0 ? null : doc.slice(from, to + end.length);
}
