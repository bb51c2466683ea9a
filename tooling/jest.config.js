/** Jest settings of the build tooling: plain CommonJS on Node, nothing to transform. */
module.exports = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.js', '<rootDir>/deploy/*.test.js'],
  transform: {},
};
