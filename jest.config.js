/** One Jest run over every package; each package keeps its own jest.config.js. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-*',
    '<rootDir>/visitor-api',
    '<rootDir>/tooling',
  ],
  // The shared package's build, rebuilt first when a source changed (tooling/shared-build.js).
  globalSetup: '<rootDir>/tooling/jest-shared-build.js',
  // A test's time limit catches a hang, never slowness: a component test
  // that renders a whole app also loads and transforms its modules on first
  // use, which outlasted Jest's 5 s default on a shared, busy machine. Tests
  // that wait longer on purpose set their own limit.
  testTimeout: 20_000,
  // The default report, then where the time went (slowest files and tests).
  reporters: ['default', '<rootDir>/tooling/jest-timing-reporter.js'],
};
