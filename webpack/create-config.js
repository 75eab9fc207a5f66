// One factory for every front-end app: webpack 5.110.3 + @module-federation/enhanced 2.9.
// Remotes get no URLs at build time; the shell registers them at run time from /remotes.json.
const path = require('path');
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-config');

const DEV_API = 'http://localhost:3000';

// react-router's ESM build, under a name that is not a shared request (see shared-router.mjs).
const reactRouterEsm = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/development/index.mjs',
);

// enhanced 2.9 finds webpack by calling `compiler.webpack()` with no options, which compiles
// webpack's whole options schema with ajv (about 2.5 s per process). Telling it the path up front
// skips that; it is the same webpack instance webpack-cli loads.
process.env.FEDERATION_WEBPACK_PATH = process.env.FEDERATION_WEBPACK_PATH || require.resolve('webpack');

// Text assets a browser fetches, compressed once at build time at the highest levels (too slow per
// request): the API's static server sends `x.js.br` / `x.js.gz` for `x.js` to a browser that accepts
// it (api/src/platform/web.ts). `minRatio: 1` keeps a copy only when it is smaller than the file.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: COMPRESSIBLE,
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    test: COMPRESSIBLE,
    threshold: 0,
    minRatio: 1,
  }),
];

/**
 * CSS modules' class names: the same in every build of an app (the checkout's server build renders
 * markup the browser build's styles must match, webpack.server.js).
 * @param {string} name  federation container name
 */
function cssLoader(name) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        localIdentName: `${name}__[local]--[hash:base64:5]`,
        // css-loader 7 defaults to named exports; the apps use `import styles from './x.module.css'`.
        namedExport: false,
        exportLocalsConvention: 'as-is',
      },
    },
  };
}

/**
 * TypeScript through ts-loader, types left to `npm run typecheck`: every build of an app (browser
 * and Node) compiles its sources the same way.
 * @param {string} appDir  the app folder (holds tsconfig.json)
 */
function tsRule(appDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
    },
  };
}

/**
 * @param {object} opts
 * @param {string} opts.appDir              the app folder (holds package.json, tsconfig.json, public/, src/)
 * @param {string} opts.name                federation container name (a valid identifier)
 * @param {number} opts.port                dev-server port
 * @param {Record<string,string>} [opts.exposes]
 * @param {string} [opts.htmlPublicPath]    where the standalone index.html loads scripts from in production
 * @param {object} [opts.devServer]         extra dev-server options
 * @param {boolean} [opts.hostsRemotes]     true for the shell only: it loads remotes at run time. A
 *   remote never does, so its federation runtime leaves remote loading and the manifest snapshot
 *   out (about 7 KB gzipped off the standalone checkout's first load).
 */
module.exports = function createConfig({
  appDir,
  name,
  port,
  exposes = {},
  htmlPublicPath = '/',
  devServer = {},
  hostsRemotes = false,
}) {
  return (env = {}, argv = {}) => {
    const prod = (argv.mode || env.mode || process.env.NODE_ENV) === 'production';
    // Production source maps double the build time (61 s -> 42 s cold, 30 s -> 17 s warm for all
    // five apps here); opt in with `--env sourcemaps`.
    const sourceMaps = Boolean(env.sourcemaps);
    const mode = prod ? 'production' : 'development';
    const deps = require(path.join(appDir, 'package.json')).dependencies;
    return {
      name,
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: prod ? (sourceMaps ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        // Hashed in development too: federation can emit two different chunks under one name.
        chunkFilename: '[name].[contenthash:8].js',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          'pagora-react-router$': reactRouterEsm,
          // zod in its interpreter mode, set where zod loads: no schema parses before it (see the file).
          zod$: path.join(__dirname, 'zod-jitless.js'),
        },
      },
      module: {
        rules: [
          tsRule(appDir),
          {
            test: /\.css$/,
            use: ['style-loader', cssLoader(name)],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      cache: {
        type: 'filesystem',
        name: `${name}-${mode}`,
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'shared-config.js'),
            path.join(appDir, 'webpack.config.js'),
          ],
        },
      },
      optimization: {
        runtimeChunk: false,
        // webpack 5.110.3 + federation: with module concatenation, a WARM (cached) production build
        // drops `export * from 'react-router'` out of the shared react-router-dom module (cold builds
        // are fine), so BrowserRouter & co. are undefined at run time (React error #130). Without
        // concatenation, warm and cold output are byte-identical. See webpack/webpack#21282, #20332.
        concatenateModules: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(deps),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Browser-only apps: leave the Node loading paths out of the federation runtime.
          experiments: {
            optimization: {
              target: 'web',
              ...(hostsRemotes ? {} : { disableRemote: true, disableSnapshot: true }),
            },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(appDir, 'public/index.html'),
          chunks: ['main'],
          publicPath: prod ? htmlPublicPath : '/',
        }),
        ...(prod ? precompressed() : []),
      ],
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: DEV_API, ws: true }],
        client: { overlay: { warnings: false } },
        ...devServer,
      },
    };
  };
};
module.exports.cssLoader = cssLoader;
module.exports.tsRule = tsRule;
