module.exports = require('../tooling/jest.web.js')(__dirname, {
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
});
