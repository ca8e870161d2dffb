const { createRemoteConfigs } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createRemoteConfigs({ app: 'account', dir: __dirname, exposes, title: 'Account — standalone' });
