// One lint setup for every workspace, with the house plan's import boundaries (docs/decisions/004).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { noForeignRuntime } from './scripts/lint/no-foreign-runtime.mjs';
import { noForeignTableSql } from './scripts/lint/no-foreign-table-sql.mjs';
import { wordSelectors } from './scripts/lint/words.mjs';

const REMOTES = readdirSync('.').filter((name) => name.startsWith('remote-'));
const DOMAINS = readdirSync('api/src/domains', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// What a domain shows the rest of the API: its index, and test support for other domains' tests.
const DOMAIN_ENTRIES = ['**/api/src/domains/*/index.ts', '**/api/src/domains/*/testing.ts'];
const FRONT_ENDS = ['./shell/**', ...REMOTES.map((remote) => `./${remote}/**`)];

// A front end's features meet only through its app/, components/ and lib/ (issue 37).
const featuresOf = (app) =>
  readdirSync(`${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featureZones = ['shell', ...REMOTES].flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}/**`,
    from: [`./${app}/src/features/!(${feature})/**`],
    message:
      'Uma feature não importa outra: o que é comum vai para src/components, src/lib ou @pagora/shared.',
  })),
);

const zones = [
  // Remotes meet only through the shell's registry and @pagora/shared.
  ...REMOTES.map((remote) => ({
    target: `./${remote}/**`,
    from: ['./shell/**', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}/**`)],
    message: 'Um remote não importa outro remote nem o shell: use @pagora/shared.',
  })),
  {
    target: './shell/**',
    from: REMOTES.map((remote) => `./${remote}/**`),
    message: 'O shell carrega os remotes em tempo de execução (Module Federation), nunca pelo código-fonte.',
  },
  {
    target: './shared/**',
    from: [...FRONT_ENDS, './api/**', './e2e/**', './webpack/**'],
    message: '@pagora/shared não importa nenhum app.',
  },
  {
    target: './api/**',
    from: [...FRONT_ENDS, './e2e/**'],
    message: 'A API não importa front-end.',
  },
  {
    target: './api/src/platform/**',
    from: ['./api/src/domains/**'],
    message: 'A plataforma não conhece os domínios: eles a estendem (platform/context.ts).',
  },
  ...featureZones,
  // Each domain reaches another only through its index.
  ...DOMAINS.map((domain) => ({
    target: `./api/src/domains/${domain}/**`,
    from: [`./api/src/domains/!(${domain})/**`],
    except: DOMAIN_ENTRIES,
    message: 'Domínios se falam só pelo index.ts do outro domínio.',
  })),
  {
    target: ['./api/src/*.ts', './api/src/test/**', './api/bench/**'],
    from: ['./api/src/domains/**'],
    except: DOMAIN_ENTRIES,
    message: 'Fora de um domínio, importe-o pelo seu index.ts.',
  },
];

const NO_TEST_SUPPORT = {
  group: ['**/testing', '**/test-support', '**/test-kit', '**/test-fixtures', '**/test/*'],
  message: 'Código de produção não importa apoio de teste (testing.ts, test-support.ts, src/test).',
};
const NO_TABLES_OUT = {
  group: ['./tables', '../tables', '**/tables'],
  allowTypeImports: true,
  message: 'Um domínio não exporta suas tabelas: exporte funções ou uma visão de leitura (read-views.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/.mf/**',
      '**/test-results/**',
      '**/_boundary-probe/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Test support is for tests: production code never builds on another domain's fixtures.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/testing.ts', 'api/src/**/test-*.ts', 'api/src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_TEST_SUPPORT] }] },
  },
  {
    // One writer per table (docs/decisions/012): a domain's index shows others its functions and
    // read-only views (read-views.ts), never its drizzle tables; the row types may go out.
    files: ['api/src/domains/**/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_TEST_SUPPORT, NO_TABLES_OUT] }],
    },
  },
  {
    // One writer per table, in raw SQL too (docs/decisions/024): a domain's SQL text names only its
    // own tables; others' are read through their read views and fragments. Tests build fixtures.
    // And a domain's per-app state is its own (issue 37): others import it (`gateway(ctx)`).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/testing.ts', 'api/src/**/test-*.ts', 'api/src/test/**'],
    plugins: {
      pagora: {
        rules: {
          'no-foreign-table-sql': noForeignTableSql(import.meta.dirname),
          'no-foreign-runtime': noForeignRuntime,
        },
      },
    },
    rules: { 'pagora/no-foreign-table-sql': 'error', 'pagora/no-foreign-runtime': 'error' },
  },
  {
    // One word for one thing in what users read (issue 20): scripts/lint/words.mjs.
    files: ['{api,shared,shell,remote-*}/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.{ts,tsx}',
      '**/__tests__/**',
      '**/testing.{ts,tsx}',
      'api/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...wordSelectors()] },
  },
  {
    // Runtime import circles inside the API and the shared package (type-only imports are erased).
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Build configs and scripts run in Node; the webpack configs are CommonJS.
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
