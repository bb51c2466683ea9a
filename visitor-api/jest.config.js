/**
 * Jest for the visitor API: Node environment, TypeScript through ts-jest,
 * transpiled file by file without type checks (`npm run typecheck` checks the
 * types once, and its isolatedModules keeps every file safe to transpile alone).
 */
const { sharedSourceModuleMapper } = require('../tooling/shared-source-aliases');

module.exports = {
  displayName: 'visitor-api',
  testEnvironment: 'node',
  // The shared package's sources, never its build (as tsconfig.json "paths").
  moduleNameMapper: sharedSourceModuleMapper(),
  rootDir: __dirname,
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/test/**/*.test.ts',
    '<rootDir>/bench/**/*.test.ts',
  ],
  transform: {
    // tsconfig.json's isolatedModules makes ts-jest transpile each file alone.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    // age-encryption and its @noble/@scure dependencies are ES modules only: Node
    // loads them with require(), Jest's module registry needs them as CommonJS.
    '/node_modules/(age-encryption|@noble|@scure)/.+\\.js$': [
      'ts-jest',
      {
        tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(age-encryption|@noble|@scure)/)'],
  setupFilesAfterEnv: [
    '<rootDir>/test/jest-timeout.ts',
    '<rootDir>/test/light-argon2.ts',
    '<rootDir>/test/shared-schema-compilers.ts',
  ],
  globalSetup: '<rootDir>/test/pg-global-setup.js',
  globalTeardown: '<rootDir>/test/pg-global-teardown.js',
};
