// The checkout's server build (webpack/server-config.js): src/server.tsx as
// dist-server/payer-page.cjs, which the API loads to render `/pay/:linkId`
// (api/src/platform/checkout-renderer.ts), with payer-page.css beside it for the page's head.
const createServerConfig = require('../webpack/server-config');
const { name } = require('./federation.config.json');

module.exports = createServerConfig({
  appDir: __dirname,
  name,
  entry: 'payer-page',
  source: './src/server.tsx',
});
