// Test support: a test registers its own payment method (never imported by production code).
import { registerTestMethod } from './index';
import type { RegisteredMethod } from './define';

/**
 * Registers `method` for the test's process, as if its folder were in the registry; the answer
 * takes it away again (call it in `after`).
 */
export const withTestMethod = (method: RegisteredMethod): (() => void) => registerTestMethod(method);
