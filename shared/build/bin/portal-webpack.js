#!/usr/bin/env node
// build | dev | preview for any app of the portal, run from the app's folder.
//   build    production build into dist/
//   dev      webpack-dev-server with the API proxied to API_ORIGIN (default http://localhost:8080)
//   preview  serves the built dist/ the same way, for QA of a remote on its own
const path = require('node:path');
const webpack = require('webpack');
const { DEV_PORTS } = require('../src/index');
const { startPreview } = require('../src/preview');

const command = process.argv[2];
const appDir = process.cwd();
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

function loadConfig(mode) {
  process.env.NODE_ENV = mode;
  const config = require(path.join(appDir, 'webpack.config.js'));
  return typeof config === 'function' ? config({ mode }) : config;
}

function portOf(config) {
  const name = config.output.uniqueName;
  return Number(process.env.PORT ?? DEV_PORTS[name] ?? 3000);
}

function build() {
  const started = Date.now();
  const compiler = webpack(loadConfig('production'), (error, stats) => {
    if (error) throw error;
    if (stats.hasErrors()) {
      console.error(stats.toString({ all: false, errors: true, colors: true }));
      process.exit(1);
    }
    if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
    console.log(
      `[build] ${path.basename(appDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Done once closed: modules run at build time (a first paint's template renders with
    // react-dom/server, whose browser build opens a MessageChannel) would keep Node alive.
    compiler.close(() => process.exit(0));
  });
}

async function dev() {
  const WebpackDevServer = require('webpack-dev-server');
  const config = loadConfig('development');
  const proxied = ['/haiguan', '/hg', '/remotes.json', '/remotes', '/healthz', '/protocol.html'];
  const server = new WebpackDevServer(
    {
      port: portOf(config),
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: proxied, target: apiOrigin, changeOrigin: true, ws: true }],
    },
    webpack(config),
  );
  await server.start();
}

const commands = {
  build,
  dev,
  preview: () => startPreview(appDir, portOf(loadConfig('production')), apiOrigin),
};
if (!commands[command]) {
  console.error('usage: portal-webpack build|dev|preview');
  process.exit(2);
}
Promise.resolve(commands[command]()).catch((error) => {
  console.error(error);
  process.exit(1);
});
