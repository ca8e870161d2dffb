const { createAppConfig } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createAppConfig({ app: 'messages', dir: __dirname, exposes, title: 'Messages — standalone' });
