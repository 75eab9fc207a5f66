// The shell's build-time render (webpack/server-config.js): src/prerender.tsx as
// dist-server/prerender.cjs, with prerender.css beside it. Once it is emitted, it renders `/login`
// into the browser build's page and writes dist/login.html, which the API serves for `/login`: the
// screen is painted before any script runs, then hydrated. Runs after the browser build
// (webpack/multi.config.js), whose dist/index.html it fills.
const fs = require('fs');
const path = require('path');
const createServerConfig = require('../webpack/server-config');

const NAME = 'shell';
const OUT = path.join(__dirname, 'dist-server');
/** The pages written at build time: the URL rendered and the file beside dist/index.html. */
const PAGES = [{ url: '/login', file: 'login.html' }];

/** After emit: load the fresh bundle, render each page into dist/index.html's copy. */
class WritePrerenderedPages {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedPages', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const dist = path.join(__dirname, 'dist');
      const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      const bundle = path.join(OUT, 'prerender.cjs');
      delete require.cache[bundle];
      const { prerenderPage } = require(bundle);
      const cssFile = path.join(OUT, 'prerender.css');
      const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
      for (const page of PAGES)
        fs.writeFileSync(path.join(dist, page.file), await prerenderPage(template, page.url, css));
    });
  }
}

module.exports = createServerConfig({
  appDir: __dirname,
  name: NAME,
  entry: 'prerender',
  source: './src/prerender.tsx',
  // dist/index.html must be written (and the browser build's `clean` done) first.
  extra: { dependencies: [NAME], plugins: [new WritePrerenderedPages()] },
});
