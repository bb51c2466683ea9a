const { describe, it, expect, beforeEach, afterEach } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { assertSharedBuildCurrent, sharedBuildProblem } = require('./shared-build');

/**
 * The check that the shared package's build is current, run on a copy of
 * the package and its build (Jest's global setup has just made that build),
 * then on the copy with a source edited after the build, or a built file gone.
 */

const ROOT = path.join(__dirname, '..');

let copy;

/** Copies `file` (a file or folder) from the repository into the copy, keeping its times. */
function copyOver(file) {
  fs.cpSync(path.join(ROOT, file), path.join(copy, file), {
    recursive: true,
    preserveTimestamps: true,
  });
}

beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-build-'));
  for (const file of [
    'tsconfig.base.json',
    'shared/package.json',
    'shared/tsconfig.build.json',
    'shared/src',
    'shared/dist',
  ]) {
    copyOver(file);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('sharedBuildProblem', () => {
  it('passes a build made from the sources as they are', () => {
    expect(sharedBuildProblem(copy)).toBeNull();
    expect(() => assertSharedBuildCurrent(copy)).not.toThrow();
  });

  it('passes a source saved again unchanged (only its time is newer)', () => {
    const file = path.join(copy, 'shared/src/seo/escape.ts');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    expect(sharedBuildProblem(copy)).toBeNull();
  });

  it('fails a build older than an edit of the contract, naming the edited file', () => {
    const file = path.join(copy, 'shared/src/contract/errors.ts');
    fs.appendFileSync(file, '\nexport const ADDED_AFTER_THE_BUILD = 1;\n');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);

    expect(sharedBuildProblem(copy)).toBe(
      'shared/src/contract/errors.ts changed during or after the build',
    );
    expect(() => assertSharedBuildCurrent(copy)).toThrow(
      /shared\/dist\) is stale: .*Run "npm run build -w @pawapuri\/shared -- --force"/,
    );
  });

  it('fails a build that read a source just before it was edited (the record newer than the edit)', () => {
    const file = path.join(copy, 'shared/src/settings/setting-error.ts');
    fs.appendFileSync(file, '\nexport const SAVED_DURING_THE_BUILD = 1;\n');
    const earlier = new Date(
      fs.statSync(path.join(copy, 'shared/dist/.tsbuildinfo')).mtimeMs - 60_000,
    );
    fs.utimesSync(file, earlier, earlier);

    expect(sharedBuildProblem(copy)).toBe(
      'shared/src/settings/setting-error.ts changed during or after the build',
    );
  });

  it('fails a build changed by a setting of its TypeScript project', () => {
    const file = path.join(copy, 'shared/tsconfig.build.json');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('"declaration": true', '"declaration": true, "removeComments": true'),
    );
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);

    expect(sharedBuildProblem(copy)).toMatch(/out of date/);
  });

  it('fails a build with one of its files gone, which tsc -b alone would not rebuild', () => {
    fs.rmSync(path.join(copy, 'shared/dist/settings/read-settings.js'));

    expect(sharedBuildProblem(copy)).toBe('shared/dist/settings/read-settings.js is missing');
  });
});
