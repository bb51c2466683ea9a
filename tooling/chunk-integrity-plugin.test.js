/**
 * The runtime of a federated build carries the SHA-384 of every chunk file it
 * loads later, and sets it as `integrity` on the tags it makes.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { buildChunkIntegrityApp } = require('./chunk-integrity-build');
const { integrityValue: digest } = require('./integrity-value');

let dir;
let dist;
const read = (file) => fs.readFileSync(path.join(dist, file));
const runtimeFiles = ['remoteEntry.js', 'main.js'];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-integrity-'));
  dist = path.join(dir, 'dist');
  await buildChunkIntegrityApp(dir);
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The lazy files: every emitted script and stylesheet but the runtimes. */
const lazyFiles = () =>
  fs.readdirSync(dist).filter((file) => /\.(js|css)$/.test(file) && !runtimeFiles.includes(file));

/** The digest map written into a (minified) runtime file: `{ js: { [chunkId]: digest }, css: … }`. */
function runtimeMap(file) {
  const match = /\.sri=\{"?js"?:\{(.*?)\},"?css"?:\{(.*?)\}\}/.exec(read(file).toString());
  if (!match) throw new Error(`${file} carries no integrity map`);
  const entries = (text) =>
    Object.fromEntries(
      [...text.matchAll(/"?(\w+)"?:"([^"]+)"/g)].map(([, id, value]) => [id, value]),
    );
  return { js: entries(match[1]), css: entries(match[2]) };
}

describe('chunk integrity', () => {
  it('builds lazy scripts and a lazy stylesheet', () => {
    expect(lazyFiles().filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
    expect(lazyFiles().filter((file) => file.endsWith('.css'))).toHaveLength(1);
  });

  it('gives the runtimes, between them, the digest of every lazy file, each digest real', () => {
    const all = lazyFiles().map((file) => digest(read(file)));
    const digestsOf = (file) => Object.values(runtimeMap(file)).flatMap(Object.values);
    for (const file of runtimeFiles) {
      expect(digestsOf(file).length).toBeGreaterThanOrEqual(2);
      expect(digestsOf(file).filter((value) => !all.includes(value))).toEqual([]);
    }
    expect(new Set(runtimeFiles.flatMap(digestsOf))).toEqual(new Set(all));
  });

  it("gives the remote entry's runtime the digests of the exposed module's lazy script and stylesheet", () => {
    const digests = Object.values(runtimeMap('remoteEntry.js')).flatMap(Object.values);
    const lazy = lazyFiles().filter((file) => file.startsWith('lazy.'));
    expect(lazy).toHaveLength(2);
    for (const file of lazy) expect(digests).toContain(digest(read(file)));
  });

  it('keys a stylesheet digest by its chunk, beside that chunk script digest', () => {
    const { js, css } = runtimeMap('remoteEntry.js');
    const [stylesheet] = lazyFiles().filter((file) => file.endsWith('.css'));
    const [chunkId] = Object.entries(css).find(([, value]) => value === digest(read(stylesheet)));
    const script = lazyFiles().find((file) => file.startsWith('lazy.') && file.endsWith('.js'));
    expect(js[chunkId]).toBe(digest(read(script)));
  });

  it('sets integrity and crossorigin on the scripts and stylesheets the runtime makes', () => {
    const runtime = read('remoteEntry.js').toString();
    expect(runtime).toMatch(/\.integrity=\w+\.sri\.js\[\w+\]/);
    expect(runtime).toMatch(/\.integrity=\w+\.sri\.css\[\w+\]/);
    expect(runtime.match(/\.crossOrigin="anonymous"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
