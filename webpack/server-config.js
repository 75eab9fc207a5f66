// One factory for the apps' Node builds: an app's entry as one CommonJS file that renders its
// screens with React's server renderer, React and every module it needs inside, and the CSS those
// modules import extracted beside it (`<entry>.css`) for the page's head. Class names come from the
// same css-loader options as the browser build, so the styles its scripts inject later match the
// markup. The checkout's (the API renders `/pay/:linkId` with it) and the shell's (it writes the
// login page at build time) use it.
const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { cssLoader, tsRule } = require('./create-config');

/**
 * @param {object} opts
 * @param {string} opts.appDir   the app's folder
 * @param {string} opts.name     its federation name (the CSS class names' prefix)
 * @param {string} opts.entry    the output's name (dist-server/<entry>.cjs)
 * @param {string} opts.source   the entry module, relative to the app
 * @param {object} [opts.extra]  more webpack options (dependencies, plugins)
 */
module.exports = function createServerConfig({ appDir, name, entry, source, extra = {} }) {
  return (env = {}, argv = {}) => {
    const mode =
      (argv.mode || env.mode || process.env.NODE_ENV) === 'production' ? 'production' : 'development';
    const { plugins = [], ...rest } = extra;
    return {
      name: `${name}-server`,
      mode,
      target: 'node20',
      context: appDir,
      entry: { [entry]: source },
      output: {
        path: path.join(appDir, 'dist-server'),
        filename: '[name].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // The bundle reads its CSS from its own folder.
      node: { __dirname: false },
      devtool: false,
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          tsRule(appDir),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(name)] },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      cache: {
        type: 'filesystem',
        name: `${name}-server-${mode}`,
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'create-config.js'),
            path.join(appDir, 'webpack.server.js'),
          ],
        },
      },
      // Read once by a server or a build step: smaller buys nothing, readable stack traces do.
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        new MiniCssExtractPlugin({ filename: '[name].css' }),
        // Lazy screens included: the renderer waits for them, and one file is what is loaded.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        ...plugins,
      ],
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      ...rest,
    };
  };
};
