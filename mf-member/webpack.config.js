const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_member', __dirname);
