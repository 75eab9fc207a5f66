import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { generatedPart, machineDocs } from './docs';
import type { Machine } from './machine';

/** Prettier pads a table's cells and its `| --- |` row: compared without the padding. */
const normalized = (text: string) =>
  text.replace(/-{3,}/g, '-').replace(/\s+\|/g, ' |').replace(/\|\s+/g, '| ').trim();

/**
 * Asserts that the docs file at `docUrl` shows `machine` as the code runs it. On a difference the
 * message is the section to paste (between the markers) into the docs.
 */
export async function assertDocsShowMachine<S extends string, E extends string>(
  docUrl: URL,
  machine: Machine<S, E>,
): Promise<void> {
  const part = generatedPart(await readFile(docUrl, 'utf8'), machine);
  const expected = machineDocs(machine);
  assert.ok(part, `${docUrl.pathname} lost its ${machine.key} markers; paste:\n${expected}`);
  assert.equal(normalized(part), normalized(expected), `expected in ${docUrl.pathname}:\n${expected}`);
}

/**
 * Asserts the table is whole: every event is allowed somewhere, every state is reachable from an
 * initial state, and `terminal` states have no way out.
 */
export function assertMachineWhole<S extends string, E extends string>(
  machine: Machine<S, E>,
  terminal: S[],
): void {
  for (const e of machine.eventNames)
    assert.ok(machine.allowing(e).length > 0, `event ${e} is allowed nowhere`);
  const seen = new Set<S>(machine.initial.map((i) => i.status));
  for (let grew = true; grew;) {
    grew = false;
    for (const s of [...seen])
      for (const e of machine.eventNames) {
        const to = machine.next(s, e);
        if (to && !seen.has(to)) {
          seen.add(to);
          grew = true;
        }
      }
  }
  for (const s of machine.statuses) assert.ok(seen.has(s), `status ${s} cannot be reached`);
  for (const s of terminal)
    for (const e of machine.eventNames) {
      const to = machine.next(s, e);
      assert.ok(to === null || to === s, `terminal ${s} leaves by ${e}`);
    }
}
