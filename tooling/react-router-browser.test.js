const fs = require('node:fs');
const { describe, it, expect } = require('@jest/globals');
const path = require('node:path');

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

/** The values (not types) a file imports from `react-router-dom`. */
function importedNames(source) {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

const exported = new Set(
  fs
    .readFileSync(path.join(__dirname, 'react-router-browser.mjs'), 'utf8')
    .match(/export\s*\{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

describe('the React Router the browser builds share', () => {
  const used = new Map();
  for (const dir of APP_SOURCES) {
    for (const file of browserFiles(path.join(root, dir))) {
      for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
        used.set(name, path.relative(root, file));
      }
    }
  }

  it('exports every name the browser code imports from react-router-dom', () => {
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('exports only names React Router has', () => {
    const reactRouter = require('react-router');
    expect([...exported].filter((name) => !(name in reactRouter))).toEqual([]);
  });
});
