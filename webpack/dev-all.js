// `npm run dev`: the shell and the four remotes in development, one process, five dev servers
// (shell http://localhost:8080; remotes 8081-8084, registered through shell/dev/remotes.json).
// The API is expected on http://localhost:3000 (`npm start` or `npm run dev -w api`); /api is proxied.
// For one app only: `npm run dev -w shell`, `npm run dev -w remote-admin`, ...
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { APPS } = require('./multi.config');
const path = require('path');

async function main() {
  const only = process.argv.slice(2);
  const apps = only.length ? APPS.filter((a) => only.includes(a)) : APPS;
  const servers = [];
  for (const app of apps) {
    const config = require(path.join(__dirname, '..', app, 'webpack.config.js'))({}, { mode: 'development' });
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    servers.push(server);
    console.log(`${app}: http://localhost:${config.devServer.port}/`);
  }
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
