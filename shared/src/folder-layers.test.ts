import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The package's top-level folders form layers: when one folder imports
 * another, the other never imports it back, directly or round a longer
 * loop. A loop makes neither folder understandable (or movable) alone.
 */

const root = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const folderOf = (file: string): string => path.relative(root, file).split(path.sep)[0] ?? '';

/** Which folders each folder imports (relative imports that leave the folder). */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (!from || from.includes('.')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const to = folderOf(path.resolve(path.dirname(file), match[1] ?? ''));
      if (to === from || to.startsWith('..') || to.includes('.')) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** A loop of folders, or null: a depth-first search for a back edge. */
function findLoop(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (folder: string, trail: string[]): string[] | null => {
    const start = trail.indexOf(folder);
    if (start >= 0) return [...trail.slice(start), folder];
    if (done.has(folder)) return null;
    for (const next of edges.get(folder) ?? []) {
      const loop = visit(next, [...trail, folder]);
      if (loop) return loop;
    }
    done.add(folder);
    return null;
  };
  for (const folder of edges.keys()) {
    const loop = visit(folder, []);
    if (loop) return loop;
  }
  return null;
}

describe('the shared package’s folders', () => {
  it('import each other without loops', () => {
    expect(findLoop(folderImports())).toBeNull();
  });

  it('finds a loop when there is one', () => {
    const edges = new Map([
      ['i18n', new Set(['routing'])],
      ['routing', new Set(['hooks'])],
      ['hooks', new Set(['i18n'])],
    ]);
    expect(findLoop(edges)).toEqual(['i18n', 'routing', 'hooks', 'i18n']);
  });
});
