// Front-end tests: one jest project per app (jsdom, @swc/jest), plus the client side of
// @pagora/shared. `npx jest` from the root runs them all; `npx jest --selectProjects shell` one.
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
    '^@pagora/shared/(client|ui)$': '<rootDir>/../shared/src/$1/index.ts',
    '^@pagora/shared/lite$': '<rootDir>/../shared/src/lite.ts',
    '\\.css$': 'identity-obj-proxy',
  },
  setupFiles: ['<rootDir>/../jest.polyfills.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  clearMocks: true,
};

module.exports = {
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
      testMatch: ['<rootDir>/src/{client,ui}/**/__tests__/**/*.spec.{ts,tsx}'],
    },
  ],
};
