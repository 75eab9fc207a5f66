// The checkout's server build: src/server.tsx as one CommonJS file for Node
// (dist-server/payer-page.cjs) that the API loads to render `/pay/:linkId` (api/src/platform/
// checkout-renderer.ts), with React and every module it needs inside, and the CSS those modules
// import extracted beside it (payer-page.css) for the page's head. Class names come from the same
// css-loader options as the browser build, so the styles the scripts inject later match the markup.
const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { cssLoader } = require('../webpack/create-config');
const { name } = require('./federation.config.json');

module.exports = (env = {}, argv = {}) => {
  const mode =
    (argv.mode || env.mode || process.env.NODE_ENV) === 'production' ? 'production' : 'development';
  return {
    name: `${name}-server`,
    mode,
    target: 'node20',
    context: __dirname,
    entry: { 'payer-page': './src/server.tsx' },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // The bundle reads payer-page.css from its own folder.
    node: { __dirname: false },
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
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(name)] },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    cache: {
      type: 'filesystem',
      name: `${name}-server-${mode}`,
      buildDependencies: { config: [__filename, path.join(__dirname, '../webpack/create-config.js')] },
    },
    // Read once by a server: smaller buys nothing, readable stack traces do.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      // Lazy screens included: the renderer waits for them, and one file is what the API loads.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
};
