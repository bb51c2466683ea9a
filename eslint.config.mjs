// One ESLint configuration for the whole repository (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noCrossFeatureImports } from './tooling/eslint/no-cross-feature-imports.mjs';

/** Remotes never import each other; only @pawapuri/shared is common. */
const PACKAGE_BOUNDARY = {
  group: ['**/remote-*/**', '**/shell/**', '@pawapuri/remote-*', '@pawapuri/shell'],
  message: 'Packages never import each other; share code through @pawapuri/shared.',
};
/** Test files and the helpers only they import. */
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test-utils.tsx'];
const TEST_NETWORK = {
  group: ['msw', 'msw/*', '@pawapuri/shared/testing/*', '**/testing/network'],
  message: 'Request handlers are for tests: import them from test files or testing/ folders only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      'e2e/.artifacts/**',
      // The remotes deployed by npm start: built files.
      '.site/**',
      // Compiled from a schema (tooling/remote-checks-code.js).
      '**/*.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided,
    // and never handed to something that ignores it (an onClick, a forEach).
    files: ['**/*.tsx', '**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['tooling/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['remote-*/src/features/**', 'shell/src/features/**', 'shared/src/features/**'],
    plugins: { pawapuri: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'pawapuri/no-cross-feature-imports': 'error' },
  },
  {
    // Config files and Node scripts are CommonJS or plain ESM.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Remotes never import each other; only @pawapuri/shared is common.
    files: ['remote-*/src/**', 'shell/src/**', 'shared/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_BOUNDARY] }] },
  },
  {
    // The request handlers of the tests stay out of the bundles.
    files: ['remote-*/src/**', 'shell/src/**', 'shared/src/**'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGE_BOUNDARY, TEST_NETWORK] }] },
  },
  {
    // Browser code takes the API contract's types, never its schemas (no schema code in bundles).
    // The servers' settings schemas (shared/src/settings) are read on Node only.
    files: ['remote-*/src/**', 'shell/src/**', 'shared/src/**'],
    // The shell's server (src/http) runs on Node only: its settings are a schema.
    ignores: ['shared/src/contract/**', 'shared/src/settings/**', 'shell/src/http/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@pawapuri/shared/contract', '@sinclair/typebox'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Schemas are for the API; import their types, or the plain lists from values.',
          })),
          patterns: [
            {
              // A relative import of the contract's index or a schema module.
              regex: '^\\.\\.?/(.*/)?contract(/(index|errors|search|visitor|erase-session))?$',
              allowTypeImports: true,
              message:
                'Schemas are for the API; import their types, or the plain lists from values.',
            },
          ],
        },
      ],
    },
  },
);
