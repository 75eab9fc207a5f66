// What `import ... from 'zod'` resolves to in every app (create-config.js aliases `zod$` here): zod,
// switched to its interpreter before any schema exists. The apps run under a
// Content-Security-Policy without 'unsafe-eval' (api/src/platform/http/security-headers.ts); zod 4
// probes `new Function` once per copy to decide whether to compile its parsers, and the refused
// probe is reported as a CSP violation. Its interpreter is fast enough for forms and API answers.
// Here, and not first in each `main` entry, so a page that never loads zod (the login form, the
// payer's first screen) does not download zod's core for it: their budgets are in
// e2e/tests/budgets.spec.ts. zod's own modules are evaluated before this body runs, the modules
// that build schemas after it.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
