/** Jest for the visitor API: Node environment, TypeScript through ts-jest. */
module.exports = {
  displayName: 'visitor-api',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  // Route tests open real databases and the kill test spawns a server.
  testTimeout: 60_000,
};
