const createConfig = require('../webpack/create-config');
const { name, exposes } = require('./federation.config.json');

const base = createConfig({
  appDir: __dirname,
  name,
  port: 8084,
  exposes,
  // The standalone page is served by the API from /remotes/checkout/.
  htmlPublicPath: '/remotes/checkout/',
});

// The router this remote provides when it is the host (the public checkout): only the names it
// uses, so payers do not download all of react-router. See src/app/router-fallback.ts.
module.exports = (env, argv) => {
  const config = base(env, argv);
  const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const shared = federation._options.shared;
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: './src/app/router-fallback.ts',
    version: require('react-router-dom/package.json').version,
  };
  // The payer's first load is at its budget: CSS goes in without comments and layout whitespace
  // (cssnano's "lite" preset: nothing but comments, whitespace and empty rules is touched).
  const cssRule = config.module.rules.find((r) => String(r.test) === String(/\.css$/));
  cssRule.use = [
    ...cssRule.use,
    {
      loader: require.resolve('postcss-loader'),
      options: {
        postcssOptions: { plugins: [require('cssnano')({ preset: require('cssnano-preset-lite') })] },
      },
    },
  ];
  return config;
};
