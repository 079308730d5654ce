const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_portal', __dirname);
