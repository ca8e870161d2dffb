const { createRemoteConfigs } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createRemoteConfigs({ app: 'deletion', dir: __dirname, exposes, title: 'Deletion — standalone' });
