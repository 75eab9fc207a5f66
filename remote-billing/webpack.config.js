const createConfig = require('../webpack/create-config');
const { name, exposes } = require('./federation.config.json');

module.exports = createConfig({
  appDir: __dirname,
  name,
  port: 8083,
  exposes,
  // The standalone page is served by the API from /remotes/billing/.
  htmlPublicPath: '/remotes/billing/',
});
