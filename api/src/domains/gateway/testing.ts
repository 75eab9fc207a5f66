// Test support other domains' tests may use (never imported by production code).
export { API_KEY, MARKETPLACE_ID, startEnv as startStandaloneSandbox } from './zoop/test-env';
