import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_REMOTES } from '../remotes/built-in-remotes';
import ICON_NAMES from './icon-names.json';

/** The .tsx files of the shell's source, tests left out. */
function components(dir = path.join(__dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return /(?<!\.test)\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The names written in `<Icon name=…>`: a string, or the strings of an expression. */
function namesInSource(source: string): string[] {
  return [...source.matchAll(/<Icon name=(\{[^}]*\}|"[^"]*")/g)].flatMap(([, value]) =>
    [...value!.matchAll(/['"]([a-z0-9-]+)['"]/g)].map(([, name]) => name!),
  );
}

describe('the icon sprite’s names', () => {
  const inSprite = new Set([...ICON_NAMES.navigation, ...ICON_NAMES.layout]);

  it('hold every icon the layout draws by name', () => {
    const named = components().flatMap((file) => namesInSource(readFileSync(file, 'utf8')));
    expect(named).toEqual(expect.arrayContaining(['menu', 'panel-left-open', 'chevron-right']));
    expect(named.filter((name) => !inSprite.has(name))).toEqual([]);
  });

  it('hold every icon the built-in remotes’ navigation names, and the dot for any other', () => {
    type Entry = { icon: string; children?: Entry[] };
    const icons = (entries: Entry[]): string[] =>
      entries.flatMap((entry) => [entry.icon, ...icons(entry.children ?? [])]);
    const named = BUILT_IN_REMOTES.flatMap((remote) => icons(remote.nav));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !ICON_NAMES.navigation.includes(name))).toEqual([]);
    expect(ICON_NAMES.layout).toContain('circle');
  });
});
