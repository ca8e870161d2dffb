const { createAppConfig } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createAppConfig({ app: 'account', dir: __dirname, exposes, title: 'Account — standalone' });
