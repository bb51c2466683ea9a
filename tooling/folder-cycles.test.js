const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * The folder-cycle check of `npm run lint` (.dependency-cruiser.cjs), run on
 * a tiny tree written here: two folders, each importing only a type of the
 * other, must fail it; the same tree with one direction only must pass.
 */

const ROOT = path.join(__dirname, '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(
  ROOT,
  'node_modules',
  'dependency-cruiser',
  'bin',
  'dependency-cruise.mjs',
);

let tree;

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}

function check() {
  return spawnSync(
    process.execPath,
    [DEPCRUISE, '--config', CONFIG, '--output-type', 'err', 'a', 'b'],
    {
      cwd: tree,
      encoding: 'utf8',
    },
  );
}

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-cycle-'));
  write(
    'tsconfig.base.json',
    '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }\n',
  );
  write(
    'a/visit.ts',
    "import type { Keeper } from '../b/keeper';\nexport interface Visit { by: Keeper }\n",
  );
  write('b/keeper.ts', 'export interface Keeper { name: string }\n');
});

afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('the folder-cycle check', () => {
  it('passes folders that import one way', () => {
    const run = check();
    expect(run.stdout + run.stderr).toContain('no dependency violations');
    expect(run.status).toBe(0);
  });

  it('fails two folders that import each other, by type imports alone', () => {
    write('b/seen.ts', "import type { Visit } from '../a/visit';\nexport type Seen = Visit[];\n");
    const run = check();
    expect(run.stdout).toMatch(/no-folder-cycle: a →\s+b →\s+a/);
    expect(run.status).not.toBe(0);
    fs.rmSync(path.join(tree, 'b/seen.ts'));
  });
});
