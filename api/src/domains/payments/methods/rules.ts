import type { PaymentMethodId } from '@pagora/shared';
import { boletoRules } from './boleto/rules';
import { cardRules } from './card/rules';
import { pixRules } from './pix/rules';
import type { MethodRules } from './types';

export { NOT_PENDING_BOLETO } from './boleto/rules';
export { NOT_PENDING_PIX } from './pix/rules';

/**
 * Every method's rules by its id, for code that reads charges already made (sweeps, refunds, the
 * receipt, the sandbox) without importing how they are charged. One entry per id in shared's
 * PAYMENT_METHOD_IDS: a new id does not compile until its folder is here and in index.ts.
 */
const METHOD_RULES: { [Id in PaymentMethodId]: MethodRules<Id> } = {
  pix: pixRules,
  credit_card: cardRules,
  bank_slip: boletoRules,
};

/** A test's own method (methods/testing.ts), read like the others. */
const testRules = new Map<string, MethodRules<string>>();

export function rulesOf(id: string): MethodRules<string> | undefined {
  if (Object.hasOwn(METHOD_RULES, id)) return METHOD_RULES[id as PaymentMethodId];
  return testRules.get(id);
}

/** Every method's rules, the test's own included: for a query over all methods. */
export const allRules = (): MethodRules<string>[] => [...Object.values(METHOD_RULES), ...testRules.values()];

/** Only for methods/testing.ts, through index.ts's registerTestMethod. */
export function registerTestRules(rules: MethodRules<string>): () => void {
  testRules.set(rules.id, rules);
  return () => void testRules.delete(rules.id);
}
