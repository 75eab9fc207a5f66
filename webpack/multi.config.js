// All five front ends in one webpack process (one Node start-up, shared workers), the checkout's
// server build (the API renders the payer's first screen with it) and the shell's (it writes the
// login page, painted, at build time).
const path = require('path');

const APPS = ['shell', 'remote-backoffice', 'remote-admin', 'remote-billing', 'remote-checkout'];

module.exports = (env = {}, argv = {}) => {
  const only = env.only ? String(env.only).split(',') : APPS;
  const configs = only.map((app) => require(path.join(__dirname, '..', app, 'webpack.config.js'))(env, argv));
  if (only.includes('remote-checkout'))
    configs.push(require(path.join(__dirname, '..', 'remote-checkout', 'webpack.server.js'))(env, argv));
  if (only.includes('shell'))
    configs.push(require(path.join(__dirname, '..', 'shell', 'webpack.server.js'))(env, argv));
  configs.parallelism = 2;
  return configs;
};
module.exports.APPS = APPS;
