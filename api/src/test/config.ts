import { loadConfig, type Config } from '../config';

/** A config for tests: in-memory defaults, overridable per test. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      TOKEN_SECRET: 'test-secret-test-secret-test-secret!',
      LOG_LEVEL: 'silent',
      // The engine tests drive sweeps with their own clock; the jobs test turns the timer on.
      BILLING_SWEEP_MS: '0',
    }),
    ...overrides,
  };
}
