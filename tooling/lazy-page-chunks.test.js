/**
 * A lazily loaded page tells the server the name of its chunk
 * (`lazyPage(name, load)` in @pawapuri/shared), so the page's HTML can name
 * the chunk's file: that name must be the one its import gives the chunk.
 */
const fs = require('node:fs');
const path = require('node:path');
const { describe, it, expect } = require('@jest/globals');

const root = path.resolve(__dirname, '..');
const REMOTES = fs
  .readdirSync(root)
  .filter((dir) => dir.startsWith('remote-'))
  .map((dir) => path.join(root, dir, 'src'));

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const CALL = /\blazyPage\(/g;
const NAMED_CALL =
  /\blazyPage\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\//g;

describe('lazily loaded pages', () => {
  const calls = REMOTES.flatMap(sourceFiles).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    const named = [...source.matchAll(NAMED_CALL)].map(([, name, chunk]) => ({
      file: relative,
      name,
      chunk,
    }));
    // A call whose import names no chunk (or not in this shape) counts as a mismatch.
    const all = source.match(CALL)?.length ?? 0;
    const unnamed = { file: relative, name: '?', chunk: 'no name' };
    return [...named, ...Array(all - named.length).fill(unnamed)];
  });

  it('are found in the remotes', () => {
    expect(calls.length).toBeGreaterThanOrEqual(8);
  });

  it('name their chunk as their import names it', () => {
    expect(calls.filter(({ name, chunk }) => name !== chunk)).toEqual([]);
  });

  it('name chunks uniquely within a remote', () => {
    const byRemote = new Map();
    for (const { file, name } of calls) {
      const key = `${file.split(path.sep)[0]} ${name}`;
      expect(byRemote.get(key)).toBeUndefined();
      byRemote.set(key, file);
    }
  });
});

/** The `pageCatalog(namespace, { en: () => import(…), … })` calls of a file, with the chunk each import names. */
function pageCatalogCalls(source, file) {
  return source
    .split(/\bpageCatalog\(/)
    .slice(1)
    .map((call) => ({
      file,
      namespace: /^\s*'([^']+)'/.exec(call)?.[1] ?? '?',
      chunks: [
        ...call.matchAll(/\b(\w+):\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"/g),
      ].map(([, language, chunk]) => ({ language, chunk })),
    }));
}

describe("pages' own catalogs", () => {
  const calls = REMOTES.flatMap(sourceFiles).flatMap((file) =>
    pageCatalogCalls(fs.readFileSync(file, 'utf8'), path.relative(root, file)),
  );

  it('are found in the remotes, each in both languages', () => {
    expect(calls.length).toBeGreaterThanOrEqual(7);
    for (const { namespace, chunks } of calls) {
      expect([namespace, chunks.map((chunk) => chunk.language).sort()]).toEqual([
        namespace,
        ['en', 'hi'],
      ]);
    }
  });

  it('name each language\'s chunk "<namespace>-<language>", the name a server render gives it', () => {
    const wrong = calls.flatMap(({ file, namespace, chunks }) =>
      chunks
        .filter(({ language, chunk }) => chunk !== `${namespace}-${language}`)
        .map(({ chunk }) => ({ file, namespace, chunk })),
    );
    expect(wrong).toEqual([]);
  });
});
