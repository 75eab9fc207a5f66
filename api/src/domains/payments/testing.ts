// Test support other domains' tests may use (never imported by production code).
export { CARDS, cardBody, startPaymentsApp } from './test-support';
