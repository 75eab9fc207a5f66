import type { PaymentMethodId } from '@pagora/shared';
import { boletoMethod } from './boleto';
import { cardMethod } from './card';
import type { RegisteredMethod } from './define';
import { pixMethod } from './pix';
import { registerTestRules } from './rules';

export type { MethodIntent, RegisteredMethod } from './define';
export type { Attempt, ChargeInput, MethodRules, PaymentMethodModule, RefundRule } from './types';
export { defineMethod } from './define';
export { BOLETO_KEY_REQUIRED } from './boleto';
export { allRules, NOT_PENDING_BOLETO, NOT_PENDING_PIX, rulesOf } from './rules';

/**
 * Every method by its id. The type asks for one module per id in shared's PAYMENT_METHOD_IDS: a new
 * id there does not compile until its folder is registered here.
 */
export type MethodRegistry = { [Id in PaymentMethodId]: RegisteredMethod<Id> };

const PAYMENT_METHOD_MODULES: MethodRegistry = {
  pix: pixMethod,
  credit_card: cardMethod,
  bank_slip: boletoMethod,
};

/** Registered by methods/testing.ts only: a test's own method, charged like any other. */
const testMethods = new Map<string, RegisteredMethod>();

/** The method with this id, or undefined for an id no module answers to. */
export function methodById(id: unknown): RegisteredMethod | undefined {
  if (typeof id !== 'string') return undefined;
  if (Object.hasOwn(PAYMENT_METHOD_MODULES, id)) return PAYMENT_METHOD_MODULES[id as PaymentMethodId];
  return testMethods.get(id);
}

/** Only for methods/testing.ts (lint keeps production code from importing it). */
export function registerTestMethod(method: RegisteredMethod): () => void {
  testMethods.set(method.rules.id, method);
  const forgetRules = registerTestRules(method.rules);
  return () => {
    testMethods.delete(method.rules.id);
    forgetRules();
  };
}
