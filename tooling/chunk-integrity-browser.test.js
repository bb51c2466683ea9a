/**
 * In Chromium, a lazy chunk changed on the static host after the build is
 * refused: nothing of it runs or applies (scripts/chunk-integrity-browser.mjs).
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { buildChunkIntegrityApp } = require('./chunk-integrity-build');

const PORT = 3531;
let dir;
let results;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-integrity-browser-'));
  await buildChunkIntegrityApp(dir);
  const run = spawnSync(
    process.execPath,
    [
      path.join(__dirname, '..', 'scripts', 'chunk-integrity-browser.mjs'),
      path.join(dir, 'dist'),
      String(PORT),
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(`the browser check failed:\n${run.stderr}`);
  results = JSON.parse(run.stdout);
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a browser loading lazy chunks with their digests', () => {
  it('runs and applies them as built', () => {
    expect(results.untouched).toEqual({
      lazyRan: true,
      tampered: false,
      colour: 'rgb(1, 2, 3)',
      integrityErrors: 0,
    });
  });

  it('refuses a lazy script with a line appended: none of it runs', () => {
    expect(results['lazy script']).toMatchObject({ lazyRan: false, tampered: false });
    expect(results['lazy script'].integrityErrors).toBeGreaterThanOrEqual(1);
  });

  it('refuses a lazy stylesheet with one byte changed: not applied, and its chunk does not run', () => {
    expect(results['lazy stylesheet']).toMatchObject({ lazyRan: false, tampered: false });
    expect(results['lazy stylesheet'].colour).not.toBe('rgb(1, 2, 4)');
    expect(results['lazy stylesheet'].integrityErrors).toBeGreaterThanOrEqual(1);
  });
});
