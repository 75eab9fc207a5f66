// The API's test files compiled once, for `npm test` (docs/decisions/043): one esbuild build of
// every selected test file, split into shared chunks, that plain `node --test` runs. Under tsx each
// of ~290 test processes resolved and transformed its ~900 modules through a loader thread: 3.2 s
// of CPU before its first test, half of the API suite's CPU on a 2-core CI machine.
//
// The build keeps what the tests see of their own files: `import.meta.url` is each source file's
// URL (tests read docs/, migrations and fixtures relative to themselves), and the source maps put
// a failure's stack on the .ts line. A single file still runs as before:
// `node --import tsx --test src/…/x.test.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { COMMON_OPTIONS, externalPackages } from './esbuild-common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');

/** Each module's `import.meta.url` stays its source file's, not the chunk's it lands in. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Compiles `files` (test files under api/src) into `outdir`, which must lie inside api/ so that
 * the external packages resolve from api/node_modules. Returns each file's output, in order.
 */
export async function buildApiTests(files, outdir) {
  await build({
    ...COMMON_OPTIONS,
    entryPoints: files,
    outdir,
    outbase: src,
    outExtension: { '.js': '.mjs' },
    plugins: [externalPackages(), ownUrl],
  });
  return files.map((file) => path.join(outdir, path.relative(src, file).replace(/\.ts$/, '.mjs')));
}
