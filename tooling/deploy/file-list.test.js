const { afterEach, beforeEach, expect, it } = require('@jest/globals');
const { createHash, generateKeyPairSync } = require('node:crypto');
const {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { parseFileList, verifyPointer } = require('@pawapuri/shared/deploy');
const { deployRemote, refreshRemote } = require('./deploy-remote');
const { versionOf } = require('./version-id');

let work;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pawapuri-file-list-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const { privateKey: key, publicKey } = generateKeyPairSync('ed25519');
const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function fakeBuild(label) {
  const dir = path.join(work, `build-${label}`);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'remote.json'),
    JSON.stringify({ name: 'remote_a', port: 1, pages: [], nav: [] }),
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"remote_a"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(path.join(dir, 'page.0123abcd.js'), 'window.page = 1');
  writeFileSync(path.join(dir, 'page.0123abcd.js.map'), '{}');
  writeFileSync(path.join(dir, 'page.0123abcd.js.br'), 'compressed');
  writeFileSync(path.join(dir, 'page.0123abcd.css'), '.a{}');
  writeFileSync(path.join(dir, 'server', 'ssr.json'), '{"routes":"routes.js"}');
  writeFileSync(path.join(dir, 'server', 'routes.js'), 'module.exports = 1');
  return dir;
}

const folder = () => path.join(work, 'site');
/** The shell each deploy is checked against: React 19.3, contracts 1 to 1. */
const SHELL_PROVIDES = path.join(__dirname, '../fixtures/shell-provides/shell-provides.json');
const entry = () => JSON.parse(readFileSync(path.join(folder(), 'remotes.json'), 'utf8')).remote_a;

it('a deploy lists every file a browser or the server uses, and the signed pointer carries the list’s digest', async () => {
  const build = fakeBuild('one');
  const { version } = await deployRemote({
    distDir: build,
    folder: folder(),
    key,
    shells: [SHELL_PROVIDES],
  });
  const versionDir = path.join(folder(), 'remote_a', version);
  const text = readFileSync(path.join(versionDir, 'integrity.json'));
  const pointer = entry();
  expect(pointer.files).toEqual({ path: 'integrity.json', integrity: sha384(text) });
  expect(verifyPointer('remote_a', pointer, publicKey)).toBe(true);
  expect(
    verifyPointer(
      'remote_a',
      { ...pointer, files: { ...pointer.files, integrity: sha384('x') } },
      publicKey,
    ),
  ).toBe(false);
  const parsed = parseFileList(text.toString('utf8'));
  expect('list' in parsed && parsed.list.files).toEqual({
    'mf-manifest.json': sha384(readFileSync(path.join(build, 'mf-manifest.json'))),
    'page.0123abcd.css': sha384('.a{}'),
    'page.0123abcd.js': sha384('window.page = 1'),
    'remote.json': sha384(readFileSync(path.join(build, 'remote.json'))),
    'remoteEntry.js': sha384('/* one */'),
    'server/routes.js': sha384('module.exports = 1'),
    'server/ssr.json': sha384('{"routes":"routes.js"}'),
  });
  // The list is made from the other files: the version id stays the build's.
  expect(await versionOf(versionDir)).toBe(version);
});

it('a version deployed before lists existed gets its list when signed again; a list that no longer matches is refused', async () => {
  const { version } = await deployRemote({
    distDir: fakeBuild('one'),
    folder: folder(),
    key,
    shells: [SHELL_PROVIDES],
  });
  const versionDir = path.join(folder(), 'remote_a', version);
  const listFile = path.join(versionDir, 'integrity.json');
  const written = readFileSync(listFile, 'utf8');
  rmSync(listFile);
  await refreshRemote({ remote: 'remote_a', folder: folder(), key, now: Date.now() + 1000 });
  expect(readFileSync(listFile, 'utf8')).toBe(written);
  expect(entry().files.integrity).toBe(sha384(written));

  const before = JSON.stringify(entry());
  appendFileSync(path.join(versionDir, 'remoteEntry.js'), '\nwindow.changed = 1;');
  await expect(
    refreshRemote({ remote: 'remote_a', folder: folder(), key, now: Date.now() + 2000 }),
  ).rejects.toThrow(/does not list the files/);
  expect(JSON.stringify(entry())).toBe(before);
});
