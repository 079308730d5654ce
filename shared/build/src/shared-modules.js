// @ts-check
const path = require('node:path');
const { existsSync, readFileSync } = require('node:fs');
// What is shared between the shell and the remotes, and why. Everything listed here is loaded
// once per page and is NOT tree-shaken, so only true singletons belong here:
// - react, react-dom and the two entry points that each otherwise get bundled per app;
// - i18next/react-i18next, so one language switch re-renders every mounted remote;
// - the session, i18n, API-client and realtime workspace packages, so every app sees one store,
//   one bus, one set of interceptors and one socket.
// antd itself is deliberately not shared (measured in docs/performance.md): sharing it puts the
// whole library on the first antd screen; each app bundles the components it uses, and only the
// core they are built on is shared (ANTD_CORE).
// The router is not shared either: only the shell has one; remotes navigate through the bus.

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  'react-i18next',
  '@portal/session',
  '@portal/i18n',
  '@portal/api-client',
  '@portal/realtime',
];

// antd's common core: its style engine, colour maths and the rc utilities, motion, trigger and
// resize observer every antd component is built on. antd imports each by its package's main entry,
// so sharing by name gives one module per package; a page that shows two antd remotes downloads
// the core once. Never eager: the shell's first load has no antd. Component packages
// (@rc-component/form, select, table …) stay per remote, tree-shaken with the components.
const ANTD_CORE = [
  '@ant-design/cssinjs',
  '@ant-design/cssinjs-utils',
  '@ant-design/colors',
  '@ant-design/fast-color',
  '@rc-component/util',
  '@rc-component/motion',
  '@rc-component/trigger',
  '@rc-component/resize-observer',
  'clsx',
  'dayjs',
];

/** Versions come from the root package that pins them (`react-dom/client` → `react-dom`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {{ dependencies?: Record<string, string> }} pkg  The app's package.json.
 * @param {{ eager: boolean, appDir?: string }} options  `eager`: the shell provides its copies
 *   eagerly (they are in its entry file, so the first screen needs no second round of requests);
 *   `appDir`: where the app's antd is installed, for the versions of its shared core.
 */
function sharedModules(pkg, { eager, appDir }) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const specifier of SINGLETONS) {
    const declared = pkg.dependencies?.[packageOf(specifier)];
    if (!declared) continue;
    shared[specifier] = {
      singleton: true,
      eager,
      requiredVersion: declared.startsWith('workspace:') ? false : declared,
    };
  }
  if (pkg.dependencies?.antd) {
    for (const specifier of ANTD_CORE) {
      shared[specifier] = {
        singleton: true,
        eager: false,
        requiredVersion: `^${antdCoreVersion(specifier, appDir)}`,
      };
    }
  }
  return shared;
}

/**
 * The version of a core package that the app's antd was installed with: the app does not depend
 * on it directly, and a remote built against another antd major should be warned, not silently
 * given a core it was not built with.
 */
function antdCoreVersion(specifier, appDir = process.cwd()) {
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
  // Some of them do not export their package.json: find it above their main file.
  let dir = path.dirname(require.resolve(specifier, { paths: [antdDir] }));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (name === specifier) return version;
    }
    if (path.dirname(dir) === dir) throw new Error(`${specifier}: no package.json above its entry`);
    dir = path.dirname(dir);
  }
}

module.exports = { sharedModules, SINGLETONS };
