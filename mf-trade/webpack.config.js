const { createWebpackConfig } = require('@portal/build');

module.exports = (env) =>
  createWebpackConfig(
    {
      name: 'mf_trade',
      dir: __dirname,
      // The page entry is the standalone harness; the shell only ever loads ./App.
      entry: './src/index.ts',
      exposes: { './App': './src/app/lifecycles.tsx' },
      title: 'mf-trade · standalone',
    },
    env,
  );
