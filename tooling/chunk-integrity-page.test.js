/**
 * With `digests: 'page'` a runtime carries no digests: it asks the page's
 * look-up (the shell's, from the version's signed file list) for each file
 * it loads, by URL, and sets what it answers as `integrity`.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { it, expect, beforeAll, afterAll } = require('@jest/globals');
const { buildChunkIntegrityApp } = require('./chunk-integrity-build');
const { PAGE_LOOKUP } = require('./chunk-integrity-plugin');

let dir;
const read = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-integrity-page-'));
  await buildChunkIntegrityApp(dir, { digests: 'page' });
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('writes no digest map into the runtimes, only the look-up', () => {
  for (const file of ['remoteEntry.js', 'main.js']) {
    expect(read(file)).not.toMatch(/sha384-/);
    expect(read(file)).toContain(PAGE_LOOKUP);
  }
});

it('sets on each lazy script and stylesheet the digest the page answers for its URL, with CORS', () => {
  for (const file of ['remoteEntry.js', 'main.js']) {
    const runtime = read(file);
    // The script's and the stylesheet's URL, once set on the tag, is what the page is asked about.
    expect(runtime).toMatch(
      /(\w+)\.src=\w+;var (\w+)="function"==typeof self\.__pawapuriIntegrity&&self\.__pawapuriIntegrity\(\1\.src\);\2&&\(\1\.integrity=\2,\1\.crossOrigin="anonymous"\)/,
    );
    expect(runtime).toMatch(
      /(\w+)\.href=\w+;var (\w+)="function"==typeof self\.__pawapuriIntegrity&&self\.__pawapuriIntegrity\(\1\.href\);\2&&\(\1\.integrity=\2,\1\.crossOrigin="anonymous"\)/,
    );
  }
});
