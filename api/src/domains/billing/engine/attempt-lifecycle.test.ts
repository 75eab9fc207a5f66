import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../../platform/state-machine/testing';
import { ATTEMPT_MACHINE } from './attempt-lifecycle';

const DOCS = new URL('../../../../../docs/billing.md', import.meta.url);

/** The writer's refusals against a database are attempt-transitions.test.ts. */
describe("billing: an attempt's outcome table", () => {
  test('docs/billing.md shows the attempt outcomes the code runs (regenerate: the expected text below)', async () => {
    await assertDocsShowMachine(DOCS, ATTEMPT_MACHINE);
  });

  test('every outcome is reached from a claimed attempt; a refusal is final; money taken always leads to pago', () => {
    assertMachineWhole(ATTEMPT_MACHINE, ['recusado', 'recusado_definitivo', 'sem_cartao']);
    assert.deepEqual(ATTEMPT_MACHINE.allowing('paid'), [
      'em_andamento',
      'boleto_emitido',
      'indisponivel',
      'desconhecido',
    ]);
    for (const event of ATTEMPT_MACHINE.eventNames.filter((e) => e !== 'paid')) {
      assert.equal(ATTEMPT_MACHINE.next('desconhecido', event), null, `outcome unknown leaves by ${event}`);
      assert.equal(ATTEMPT_MACHINE.next('indisponivel', event), null, `given up leaves by ${event}`);
    }
    for (const event of ATTEMPT_MACHINE.eventNames.filter((e) => e !== 'payment_reversed'))
      assert.equal(ATTEMPT_MACHINE.next('pago', event), null, `paid leaves by ${event}`);
    assert.deepEqual(ATTEMPT_MACHINE.allowing('outcome_unknown'), ['em_andamento'], 'only a lost attempt');
  });
});
