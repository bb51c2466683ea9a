const fs = require('node:fs');
const path = require('node:path');
const { describe, it, expect } = require('@jest/globals');
const { sharedSourceAliases, sharedSourceModuleMapper } = require('./shared-source-aliases');

describe('sharedSourceAliases', () => {
  it("sends each of the shared package's dist entries to its TypeScript source", () => {
    const aliases = sharedSourceAliases();
    expect(aliases['@pawapuri/shared/seo$']).toBe(
      path.resolve(__dirname, '../shared/src/seo/index.ts'),
    );
    expect(aliases['@pawapuri/shared/contract$']).toBe(
      path.resolve(__dirname, '../shared/src/contract/index.ts'),
    );
    for (const file of Object.values(aliases)) expect(fs.existsSync(file)).toBe(true);
  });

  it('leaves entries that already name their source, and the package itself, alone', () => {
    const aliases = sharedSourceAliases(
      {
        name: '@x/shared',
        exports: {
          '.': './src/index.ts',
          './ui/*': './src/ui/*',
          './built': { types: './src/built/index.ts', default: './dist/built/index.js' },
          './declared': { types: './dist/declared.d.ts', default: './dist/declared.js' },
        },
      },
      '/pkg',
    );
    expect(aliases).toEqual({ '@x/shared/built$': path.join('/pkg', 'src/built/index.ts') });
  });
});

describe('sharedSourceModuleMapper', () => {
  it("sends Jest's imports of the same entries, and only of the whole entry, to their sources", () => {
    const mapper = Object.entries(sharedSourceModuleMapper());
    const mapped = (request) =>
      mapper.find(([pattern]) => new RegExp(pattern).test(request))?.[1] ?? null;

    expect(mapped('@pawapuri/shared/settings')).toBe(
      path.resolve(__dirname, '../shared/src/settings/index.ts'),
    );
    expect(mapped('@pawapuri/shared/contract')).toBe(
      path.resolve(__dirname, '../shared/src/contract/index.ts'),
    );
    expect(mapped('@pawapuri/shared/contract/types')).toBeNull();
    expect(mapper.map(([, file]) => file).sort()).toEqual(
      Object.values(sharedSourceAliases()).sort(),
    );
  });
});
