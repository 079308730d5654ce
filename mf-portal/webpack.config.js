const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_portal', __dirname, {
  firstPaint: './src/app/first-paint.tsx',
});
