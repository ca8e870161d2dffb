const { createAppConfig } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createAppConfig({ app: 'support', dir: __dirname, exposes, title: 'Support — standalone' });
