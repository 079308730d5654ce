const { createRemoteWebpackConfig } = require('@portal/build');

module.exports = createRemoteWebpackConfig('mf_workbench', __dirname);
