// What the API's two esbuild builds share: the production bundle (build.mjs) and the test build
// (build-tests.mjs). Our own code is bundled, the workspace package @pagora/shared included (its
// TypeScript cannot run under plain node); every npm package stays external, loaded from
// node_modules at run time.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Workspace packages are our own TypeScript source: bundled, not installed in production. */
const WORKSPACE_PACKAGES = new Set(['@pagora/shared']);
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every bare import but a workspace package is external (`packages: 'external'` would leave
 * @pagora/shared outside too). `onPackage` hears each npm package's name, builtins aside.
 */
export const externalPackages = (onPackage = () => undefined) => ({
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path);
      if (WORKSPACE_PACKAGES.has(name)) return undefined;
      if (!args.path.startsWith('node:') && !builtins.has(name)) onPackage(name);
      return { path: args.path, external: true };
    });
  },
});

/**
 * The options both builds share: ES modules for Node 20 and later, split into chunks, with source
 * maps. esbuild's `__require` shim (a CommonJS `require` left in bundled code) needs a real one in
 * an ES module: the banner.
 */
export const COMMON_OPTIONS = {
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: {
    js: "import { createRequire as __pagoraCreateRequire } from 'node:module'; const require = __pagoraCreateRequire(import.meta.url);",
  },
  tsconfig: path.join(path.dirname(fileURLToPath(import.meta.url)), 'tsconfig.json'),
  logLevel: 'warning',
};
