/**
 * Jest for the visitor API: Node environment, TypeScript through ts-jest,
 * transpiled file by file without type checks (`npm run typecheck` checks the
 * types once, and its isolatedModules keeps every file safe to transpile alone).
 */
module.exports = {
  displayName: 'visitor-api',
  testEnvironment: 'node',
  // The shared contract's TypeScript source, not its compiled copy (as tsconfig.json "paths").
  moduleNameMapper: {
    '^@pawapuri/shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
    '^@pawapuri/shared/settings$': '<rootDir>/../shared/src/settings/index.ts',
    '^@pawapuri/shared/content/seed$': '<rootDir>/../shared/src/content/seed/index.ts',
  },
  rootDir: __dirname,
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/test/**/*.test.ts',
    '<rootDir>/bench/**/*.test.ts',
  ],
  transform: {
    // tsconfig.json's isolatedModules makes ts-jest transpile each file alone.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  setupFilesAfterEnv: [
    '<rootDir>/test/jest-timeout.ts',
    '<rootDir>/test/light-argon2.ts',
    '<rootDir>/test/shared-schema-compilers.ts',
  ],
  globalSetup: '<rootDir>/test/pg-global-setup.js',
  globalTeardown: '<rootDir>/test/pg-global-teardown.js',
};
