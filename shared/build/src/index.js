// @ts-check
// The one webpack + Module Federation configuration every app of the portal is built with.
// Apps describe themselves (name, what they expose, their port) and get identical build rules,
// sharing and caching behaviour, so a remote built by one team composes with a shell built by
// another.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules');

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Where each app listens when run on its own (`dev` and `preview`). */
const DEV_PORTS = {
  shell: 3000,
  mf_portal: 3001,
  mf_workbench: 3002,
  mf_trade: 3003,
  mf_chat: 3004,
  mf_member: 3005,
};

/**
 * @typedef {object} AppOptions
 * @property {keyof typeof DEV_PORTS} name  Module Federation container name.
 * @property {string} dir  The app's folder (its webpack.config.js's __dirname).
 * @property {Record<string, string>} [exposes]  What a remote offers the shell.
 * @property {string} [entry]  The page entry: the shell itself, or a remote's standalone harness.
 * @property {string} [template]  HTML template of the page entry.
 * @property {string} [title]
 * @property {string} [favicon]
 * @property {{ filename: string, template: string }[]} [staticPages]  Pages with no script, such as
 *   the user agreement.
 * @property {string} [firstPaint]  A module whose default export returns, at build time, the JSON
 *   of the remote's first paints (`{ [path]: { [language]: html } }`); built as `first-paint.json`,
 *   which the server puts in the pages of those paths (server/src/lib/page-preloads.ts).
 */

/**
 * @param {AppOptions} app
 * @param {{ mode?: 'production' | 'development' }} [env]
 * @returns {import('webpack').Configuration}
 */
function createWebpackConfig(app, env = {}) {
  const mode = env.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isHost = app.name === 'shell';
  const pkg = require(path.join(app.dir, 'package.json'));

  return {
    mode,
    context: app.dir,
    entry: { main: app.entry ?? './src/index.ts' },
    // Production maps are written beside dist/, not in it, and the bundles do not name them:
    // whatever serves dist/ cannot hand the sources out; error tooling gets them from sourcemaps/.
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell is served at the site root; a remote works wherever its files are put.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: app.name,
      // No content hash on entry files: the federation runtime chunk breaks with one (see
      // shared/notes). They are served no-cache instead; lazy chunks are hashed and immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      sourceMapFilename: '../sourcemaps/[file].map',
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          // The contract's endpoint maps, as an app needs them: method and path without schemas.
          test: /[\\/]shared[\\/]contracts[\\/]src[\\/]endpoints[\\/](?!define\.ts$|index\.ts$)[\w-]+\.ts$/,
          enforce: 'pre',
          use: require.resolve('./endpoint-routes-loader.js'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          oneOf: [
            // `?raw`: the stylesheet's text, for HTML built at compile time (a first paint).
            { resourceQuery: /raw/, type: 'asset/source' },
            {
              use: [
                require.resolve('style-loader'),
                // css-loader follows `devtool`: with the production's hidden source maps it would
                // put each stylesheet's map and source, base64-encoded at run time, into the
                // JavaScript and the page's <style> tags (2.5 times the CSS itself).
                {
                  loader: require.resolve('css-loader'),
                  options: { sourceMap: mode === 'development' },
                },
              ],
            },
          ],
        },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        // The shell learns where remotes live from /remotes.json at run time, never at build time.
        remotes: {},
        shared: sharedModules(pkg, { eager: isHost, appDir: app.dir }),
        // Load a remote only when it is first used; singletons still resolve to the first copy.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: app.template ?? path.join(__dirname, '..', 'harness', 'index.html'),
        title: app.title ?? app.name,
        favicon: app.favicon,
        chunks: ['main'],
      }),
      ...(app.staticPages ?? []).map(
        (page) => new HtmlWebpackPlugin({ ...page, chunks: [], inject: false }),
      ),
      ...(app.firstPaint
        ? [
            new HtmlWebpackPlugin({
              filename: 'first-paint.json',
              template: app.firstPaint,
              chunks: [],
              inject: false,
              minify: false,
            }),
          ]
        : []),
      // Compressed once at build time; the server sends the .br or .gz twin the browser accepts.
      ...(mode === 'production'
        ? [
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'gzip',
              filename: '[path][base].gz',
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
  };
}

/**
 * A remote by the portal's conventions: it exposes its single-spa lifecycles as `./App`, and its
 * page entry is its standalone harness.
 * @param {AppOptions['name']} name
 * @param {string} dir
 * @param {Pick<AppOptions, 'firstPaint'>} [options]
 */
function createRemoteWebpackConfig(name, dir, options = {}) {
  return (env) =>
    createWebpackConfig(
      {
        name,
        dir,
        entry: './src/index.ts',
        exposes: { './App': './src/app/lifecycles.tsx' },
        title: `${path.basename(dir)} · standalone`,
        ...options,
      },
      env,
    );
}

module.exports = { createWebpackConfig, createRemoteWebpackConfig, DEV_PORTS };
