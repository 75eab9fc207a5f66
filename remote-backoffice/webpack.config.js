const createConfig = require('../webpack/create-config');
const { name, exposes } = require('./federation.config.json');

module.exports = createConfig({
  appDir: __dirname,
  name,
  port: 8081,
  exposes,
  // The standalone page is served by the API from /remotes/backoffice/.
  htmlPublicPath: '/remotes/backoffice/',
});
