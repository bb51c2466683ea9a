/**
 * Jest settings shared by the browser packages (shared, shell, remotes):
 * jsdom, ts-jest on the TypeScript sources, CSS modules as identity objects,
 * static assets as their file names. Tests that answer requests through the
 * network (docs/testing.md) pick the jsdom with the platform's fetch per file.
 */
const path = require('node:path');
const { sharedSourceModuleMapper } = require('./shared-source-aliases');

/** Packages under node_modules that ship only ES modules, compiled to CommonJS for Jest. */
const ES_MODULE_PACKAGES = ['rettime', 'until-async', '@open-draft/deferred-promise'];

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
      // The request handlers' library loads a few packages published as ES modules only.
      '^.+/node_modules/.+\\.m?js$': path.join(__dirname, 'jest-es-module-transform.js'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-style-stub.js'),
      '\\.(svg|png|jpe?g|webp|gif)(\\?inline)?$': path.join(__dirname, 'jest-file-stub.js'),
      // The shared package's sources, never its build (shared-source-aliases.js).
      ...sharedSourceModuleMapper(),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    ...overrides,
  };
};
