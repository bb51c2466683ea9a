const fs = require('node:fs');
const { describe, it, expect } = require('@jest/globals');
const path = require('node:path');
const {
  MODERN_BUILDS,
  TRIMMED_BROWSER_MODULES,
  packageFile,
  reactRouterProductionBuild,
  trimmedModuleAliases,
} = require('./trimmed-browser-modules');

const root = path.resolve(__dirname, '..');
const APP_SOURCES = [
  'shared/src',
  'shell/src',
  'remote-content/src',
  'remote-tools/src',
  'remote-visitors/src',
  'e2e/fixtures/remote-guide/src',
];

/** Browser code: TypeScript outside tests, test helpers and the server. */
function browserFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'server' || entry.name === 'testing' ? [] : browserFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) a file imports from `pkg`. */
function importedNames(source, pkg) {
  const imports = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  return [...source.matchAll(imports)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

/** The names a trimmed module re-exports. */
function exportedNames(file) {
  return new Set(
    fs
      .readFileSync(path.join(__dirname, file), 'utf8')
      .match(/export\s*\{([^}]*)\}/)[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe.each(TRIMMED_BROWSER_MODULES)(
  '$name as the browser builds share it ($file)',
  ({ name: pkg, file, source }) => {
    const exported = exportedNames(file);
    const used = new Map();
    for (const dir of APP_SOURCES) {
      for (const appFile of browserFiles(path.join(root, dir))) {
        for (const name of importedNames(fs.readFileSync(appFile, 'utf8'), pkg)) {
          used.set(name, path.relative(root, appFile));
        }
      }
    }

    it('exports every name the browser code imports', () => {
      expect(used.size).toBeGreaterThanOrEqual(2);
      const missing = [...used].filter(([name]) => !exported.has(name));
      expect(missing).toEqual([]);
    });

    it('exports only names the package has', () => {
      const library = require(source);
      expect([...exported].filter((name) => !(name in library))).toEqual([]);
    });
  },
);

describe("React Router's build in the browser", () => {
  it('is the production build in production, beside the package entry its exports name', () => {
    const file = trimmedModuleAliases({ production: true })['react-router$'];
    expect(file).toBe(reactRouterProductionBuild());
    expect(fs.existsSync(file)).toBe(true);
    // The exports point at the development build; the production one is its sibling.
    const exported = require.resolve('react-router');
    expect(exported).toMatch(/[\\/]dist[\\/]development[\\/]/);
    expect(path.dirname(path.dirname(file))).toBe(path.dirname(path.dirname(exported)));
  });

  it('has its development warnings off', () => {
    const chunks = fs
      .readdirSync(path.dirname(reactRouterProductionBuild()))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) =>
        fs.readFileSync(path.join(path.dirname(reactRouterProductionBuild()), name), 'utf8'),
      );
    expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    expect(chunks.some((code) => code.includes('ENABLE_DEV_WARNINGS = true'))).toBe(false);
  });

  it('carries every name the trimmed module re-exports', () => {
    // The CommonJS twin of the same build, for a synchronous look at its names.
    const production = require(reactRouterProductionBuild().replace(/\.mjs$/, '.js'));
    const missing = [...exportedNames('react-router-browser.mjs')].filter(
      (name) => !(name in production),
    );
    expect(missing).toEqual([]);
  });

  it('is left to the package in development builds, which keep the warnings', () => {
    expect(trimmedModuleAliases({ production: false })).not.toHaveProperty(['react-router$']);
  });
});

describe.each(MODERN_BUILDS)('$name in the browser: its modern build', ({ name, file, es5 }) => {
  const pkg = require(`${name}/package.json`);

  it('is what every browser build resolves the package to', () => {
    for (const production of [true, false]) {
      expect(trimmedModuleAliases({ production })[`${name}$`]).toBe(packageFile(name, file));
    }
  });

  it('is an ES module in modern syntax, where the ES5 build has none', () => {
    const modern = fs.readFileSync(packageFile(name, file), 'utf8');
    expect(modern).toMatch(/\bexport\s*(\{|default\b)/);
    // Classes as written, where the ES5 build has Babel's functions for them.
    expect(modern).toMatch(/\bclass [\w$]+/);
    expect(fs.readFileSync(packageFile(name, es5), 'utf8')).not.toMatch(/\bclass [\w$]+/);
  });

  it("is needed while the package's web entry is the ES5 build", () => {
    // webpack's web targets read `browser`, then `module`: when the first of
    // them names a modern build, the alias can go.
    expect(pkg.browser ?? pkg.module).toBe(es5);
  });
});
