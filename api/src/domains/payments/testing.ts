// Test support other domains' tests may use (never imported by production code).
export { CARDS, cardBody, openSocket, sandboxCall, startPaymentsApp, waitFor } from './test-support';
export { API_KEY, MARKETPLACE_ID, startStandaloneSandbox } from '../gateway/testing';
export { paymentsSweep } from './payments-job';
export type { PaymentProvider } from '../gateway';
