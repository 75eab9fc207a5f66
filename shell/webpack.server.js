// The shell's build-time render: src/prerender.tsx as one CommonJS file for Node
// (dist-server/prerender.cjs), with the CSS its modules import extracted beside it. Once it is
// emitted, it renders `/login` into the browser build's page and writes dist/login.html, which the
// API serves for `/login`: the screen is painted before any script runs, then hydrated. Runs after
// the browser build (webpack/multi.config.js), whose dist/index.html it fills. Class names come from
// the same css-loader options as the browser build, so the styles its scripts inject match.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { cssLoader } = require('../webpack/create-config');

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

module.exports = (env = {}, argv = {}) => {
  const mode =
    (argv.mode || env.mode || process.env.NODE_ENV) === 'production' ? 'production' : 'development';
  return {
    name: `${NAME}-server`,
    // dist/index.html must be written (and the browser build's `clean` done) first.
    dependencies: [NAME],
    mode,
    target: 'node20',
    context: __dirname,
    entry: { prerender: './src/prerender.tsx' },
    output: { path: OUT, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(NAME)] },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    cache: {
      type: 'filesystem',
      name: `${NAME}-server-${mode}`,
      buildDependencies: { config: [__filename, path.join(__dirname, '../webpack/create-config.js')] },
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      // Lazy screens included: one file is what the page writer loads.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPages(),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
};
