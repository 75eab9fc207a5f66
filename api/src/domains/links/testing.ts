// Test support other domains' tests may use (never imported by production code).
export { linkApi, validLink } from './test-support';
