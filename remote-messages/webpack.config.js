const { createRemoteConfigs } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createRemoteConfigs({ app: 'messages', dir: __dirname, exposes, title: 'Messages — standalone' });
