const path = require('path');
const createConfig = require('../webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'shell',
  port: 8080,
  // The host: it registers and loads the remotes at run time (src/features/remotes/registry.ts).
  hostsRemotes: true,
  // The shell's index.html is the SPA fallback for nested paths (/sellers/42): absolute script URLs.
  htmlPublicPath: '/',
  // Dev only: /remotes.json points at the remotes' dev servers (dev/remotes.json). In production the
  // API serves the registry; nothing about remote URLs is compiled in.
  devServer: {
    static: [{ directory: path.join(__dirname, 'dev'), publicPath: '/', watch: false }],
    proxy: [{ context: ['/api'], target: 'http://localhost:3000', ws: true }],
  },
});
