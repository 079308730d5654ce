const path = require('node:path');
const { createWebpackConfig } = require('@portal/build');

module.exports = (env) =>
  createWebpackConfig(
    {
      name: 'shell',
      dir: __dirname,
      entry: './src/index.ts',
      template: path.join(__dirname, 'src/index.html'),
      title: '中葡经贸通',
      favicon: path.join(__dirname, 'src/favicon.svg'),
      staticPages: [
        { filename: 'protocol.html', template: path.join(__dirname, 'src/protocol.html') },
      ],
    },
    env,
  );
