const { createRemoteConfigs } = require('@uc/build-config/webpack-app');
const { exposes } = require('./exposes');

module.exports = createRemoteConfigs({ app: 'support', dir: __dirname, exposes, title: 'Support — standalone' });
