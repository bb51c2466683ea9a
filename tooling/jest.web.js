/**
 * Jest settings shared by the browser packages (shared, shell, remotes):
 * jsdom, ts-jest on the TypeScript sources, CSS modules as identity objects,
 * static assets as their file names.
 */
const path = require('node:path');

module.exports = function webJestConfig(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: path.join(dir, 'tsconfig.json'), isolatedModules: true, diagnostics: false },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
      '\\.(svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'jest-file-stub.js'),
      // Plain Node loads the compiled copy (shared/dist); tests read the source.
      '^@pawapuri/shared/seo$': path.join(__dirname, '../shared/src/seo/index.ts'),
      '^@pawapuri/shared/deploy$': path.join(__dirname, '../shared/src/deploy/index.ts'),
      '^@pawapuri/shared/contract/remote-description-rules$': path.join(
        __dirname,
        '../shared/src/contract/remote-description-rules.ts',
      ),
      '^@pawapuri/shared/contract/remote-description$': path.join(
        __dirname,
        '../shared/src/contract/remote-description-check.ts',
      ),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    ...overrides,
  };
};
