const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_chat', __dirname);
