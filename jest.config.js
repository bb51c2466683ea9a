/** One Jest run over every package; each package keeps its own jest.config.js. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-*',
    '<rootDir>/visitor-api',
    '<rootDir>/tooling',
  ],
  // The default report, then where the time went (slowest files and tests).
  reporters: ['default', '<rootDir>/tooling/jest-timing-reporter.js'],
};
