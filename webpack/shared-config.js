// The singletons every app shares. Requirements come from each app's own package.json, so one
// lockfile (npm workspaces) keeps them identical; `@pagora/shared` is a workspace package and
// needs an explicit version.
const path = require('path');

const sharedPackage = require('../shared/package.json');
const sharedVersion = sharedPackage.version;
const SHARED_ENTRIES = Object.keys(sharedPackage.exports)
  .filter((key) => key !== '.' && key !== './frame' && !key.endsWith('/testing'))
  .map((key) => `@pagora/shared${key.slice(1)}`);
const routerVersion = require('react-router-dom/package.json').version;

function sharedConfig(deps) {
  const need = (pkg) => {
    if (!deps[pkg]) throw new Error(`shared dependency "${pkg}" missing from the app's package.json`);
    return deps[pkg];
  };
  const s = (requiredVersion) => ({ singleton: true, requiredVersion });
  // Shared only by the apps that declare it: the checkout does not, so the payer's page neither
  // registers nor bundles it. Where declared it is a singleton, so one query cache and one form
  // library serve the shell and every back-office remote.
  const ifDeclared = (pkg) => (deps[pkg] ? { [pkg]: s(deps[pkg]) } : {});
  const workspace = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  // Both router names resolve to one slim module (shared-router.mjs), provided at the router's version.
  const router = {
    singleton: true,
    requiredVersion: need('react-router-dom'),
    import: path.join(__dirname, 'shared-router.mjs'),
    version: routerVersion,
  };
  return {
    react: s(need('react')),
    'react/': s(need('react')),
    'react-dom': s(need('react-dom')),
    'react-dom/': s(need('react-dom')),
    // react-router-dom 7 re-exports react-router: both must be singletons or hooks lose the router.
    'react-router': router,
    'react-router-dom': router,
    zustand: s(need('zustand')),
    axios: s(need('axios')),
    'react-hot-toast': s(need('react-hot-toast')),
    ...ifDeclared('@tanstack/react-query'),
    ...ifDeclared('react-hook-form'),
    '@pagora/shared': workspace,
    // Each entry of @pagora/shared's exports, but the standalone frame: it runs once, outside
    // the shell, before sharing matters, so it is bundled into each remote's own entry.
    ...Object.fromEntries(SHARED_ENTRIES.map((entry) => [entry, workspace])),
  };
}

module.exports = { sharedConfig };
