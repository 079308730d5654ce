const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_trade', __dirname);
