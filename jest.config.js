// Front-end tests: one jest project per app (jsdom, @swc/jest), plus the client side of
// @pagora/shared and the remotes' federation contract (webpack/__tests__). `npx jest` from the
// root runs them all; `npx jest --selectProjects shell` one.
const APPS = ['shell', 'remote-backoffice', 'remote-admin', 'remote-billing', 'remote-checkout'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

const common = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@pagora/shared$': '<rootDir>/../shared/src/index.ts',
    '^@pagora/shared/(client|ui|frame|data|contracts)$': '<rootDir>/../shared/src/$1/index.ts',
    '^@pagora/shared/client/testing$': '<rootDir>/../shared/src/client/testing.ts',
    '^@pagora/shared/data/testing$': '<rootDir>/../shared/src/data/testing.tsx',
    '^@pagora/shared/ui/core$': '<rootDir>/../shared/src/ui/core.ts',
    '^@pagora/shared/ui/testing$': '<rootDir>/../shared/src/ui/testing.tsx',
    '^@pagora/shared/lite$': '<rootDir>/../shared/src/lite.ts',
    '\\.css$': 'identity-obj-proxy',
  },
  setupFiles: ['<rootDir>/../jest.polyfills.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  clearMocks: true,
};

module.exports = {
  // One worker per core. Jest's default (cores - 1) is a single in-band worker on a two-core CI
  // machine: 151 s for the suite there, against 67 s with two workers in the same session.
  maxWorkers: require('node:os').availableParallelism(),
  // The limit catches a test that hangs, not a slow one: on a loaded two-core machine a screen test
  // driving user-event took over jest's 5 s default (seen with the API suite running alongside).
  testTimeout: 15_000,
  projects: [
    ...APPS.map((app) => ({
      ...common,
      displayName: app,
      rootDir: `<rootDir>/${app}`,
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    })),
    {
      ...common,
      displayName: 'shared-client',
      rootDir: '<rootDir>/shared',
      // *.spec: the shared package's own node:test runner picks up *.test.ts files.
      testMatch: ['<rootDir>/src/{client,ui,frame,data}/**/__tests__/**/*.spec.{ts,tsx}'],
    },
    {
      ...common,
      // The federation contract of all four remotes: it reads their configs and pages, so it
      // lives with the build configs, outside any one remote and outside shared.
      displayName: 'remote-exposes',
      rootDir: '<rootDir>/webpack',
      testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    },
  ],
};
