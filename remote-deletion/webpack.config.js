const { createAppConfig } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createAppConfig({ app: 'deletion', dir: __dirname, exposes, title: 'Deletion — standalone' });
