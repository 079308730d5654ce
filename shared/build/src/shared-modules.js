// @ts-check
// What is shared between the shell and the remotes, and why. Everything listed here is loaded
// once per page and is NOT tree-shaken, so only true singletons belong here:
// - react, react-dom and the two entry points that each otherwise get bundled per app;
// - i18next/react-i18next, so one language switch re-renders every mounted remote;
// - the session, i18n, API-client and realtime workspace packages, so every app sees one store,
//   one bus, one set of interceptors and one socket.
// antd is deliberately not shared (measured in docs/performance.md): sharing it puts the whole
// library on the home page's first load; instead each app bundles the components it uses.
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

/** Versions come from the root package that pins them (`react-dom/client` → `react-dom`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {{ dependencies?: Record<string, string> }} pkg  The app's package.json.
 * @param {{ eager: boolean }} options  The shell provides its copies eagerly: they are in its
 *   entry file, so the first screen needs no second round of requests to start.
 */
function sharedModules(pkg, { eager }) {
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
  return shared;
}

module.exports = { sharedModules, SINGLETONS };
