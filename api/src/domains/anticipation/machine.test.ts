import { test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../platform/state-machine/testing';
import { anticipationMachine } from './machine';

const DOCS = new URL('../../../../docs/anticipation.md', import.meta.url);

test('the antecipação machine is whole: paid and refused are ends', () => {
  assertMachineWhole(anticipationMachine, ['paga', 'recusada']);
});

test('docs/anticipation.md shows the machine as the code runs it', async () => {
  await assertDocsShowMachine(DOCS, anticipationMachine);
});
