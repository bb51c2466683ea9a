const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { generateKeyPairSync } = require('node:crypto');
const {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  existsSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { verifyPointer } = require('@pawapuri/shared/deploy');
const { deployRemote, refreshRemote, rollbackRemote } = require('./deploy-remote');
const { versionOf } = require('./version-id');

const DAY = 24 * 3600 * 1000;
let work;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pawapuri-deploy-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const keys = () => generateKeyPairSync('ed25519');
const { privateKey: key, publicKey } = keys();

/** A built remote as its build leaves it: description, manifest, a chunk and a server build. */
function fakeBuild(name, label, { manifest = true } = {}) {
  const dir = path.join(work, `build-${name}-${label}`);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  const description = {
    name,
    port: 3001,
    pages: [{ path: `/${name}`, title: { en: label, hi: label } }],
    nav: [{ id: name, path: `/${name}`, title: { en: label, hi: label }, order: 1 }],
  };
  writeFileSync(path.join(dir, 'remote.json'), JSON.stringify(description));
  if (manifest) writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  writeFileSync(path.join(dir, 'page.0123abcd.js'), `console.log(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, 'server', 'ssr.json'), JSON.stringify({ routes: 'routes.js' }));
  writeFileSync(path.join(dir, 'server', 'routes.js'), `module.exports = ${JSON.stringify(label)}`);
  return dir;
}

const folder = () => path.join(work, 'site');
const pointersText = () => readFileSync(path.join(folder(), 'remotes.json'), 'utf8');
const pointers = () => JSON.parse(pointersText());
const versionsOf = (remote) =>
  readdirSync(path.join(folder(), remote))
    .filter((name) => /^[0-9a-f]{12}$/.test(name))
    .sort();
/** The shell every deploy here is checked against: React 19.3, contracts 1 to 1. */
const SHELL_PROVIDES = path.join(__dirname, '../fixtures/shell-provides/shell-provides.json');
const deploy = (dir, options = {}) =>
  deployRemote({ distDir: dir, folder: folder(), key, shells: [SHELL_PROVIDES], ...options });

describe('version ids', () => {
  it('are the same for the same build and differ when a file changes', async () => {
    const one = fakeBuild('remote_a', 'one');
    const again = fakeBuild('remote_a', 'one');
    const other = fakeBuild('remote_a', 'two');
    expect(await versionOf(one)).toBe(await versionOf(again));
    expect(await versionOf(one)).not.toBe(await versionOf(other));
    expect(await versionOf(one)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('make a repeated deploy of the same build a no-op', async () => {
    const first = await deploy(fakeBuild('remote_a', 'one'));
    const before = pointersText();
    const second = await deploy(fakeBuild('remote_a', 'one'));
    expect(second).toMatchObject({ version: first.version, published: false, switched: false });
    expect(pointersText()).toBe(before);
  });
});

describe('a deploy', () => {
  it('publishes the build in its version folder and points to it, signed for its remote', async () => {
    const { version } = await deploy(fakeBuild('remote_a', 'one'));
    const entry = pointers().remote_a;
    expect(entry).toMatchObject({
      version,
      manifest: `remote_a/${version}/mf-manifest.json`,
      serverBuild: { path: 'server/routes.js', integrity: expect.stringMatching(/^sha384-/) },
      pages: [{ path: '/remote_a' }],
    });
    expect(existsSync(path.join(folder(), 'remote_a', version, 'mf-manifest.json'))).toBe(true);
    expect(verifyPointer('remote_a', entry, publicKey)).toBe(true);
    expect(verifyPointer('remote_b', entry, publicKey)).toBe(false);
    expect(verifyPointer('remote_a', entry, keys().publicKey)).toBe(false);
    expect(verifyPointer('remote_a', { ...entry, version: 'f00' }, publicKey)).toBe(false);
  });

  it('never writes a version folder again: other content there refuses the deploy and leaves the pointer', async () => {
    await deploy(fakeBuild('remote_a', 'one'));
    const before = pointersText();
    const build = fakeBuild('remote_a', 'two');
    const version = await versionOf(build);
    const squatted = path.join(folder(), 'remote_a', version);
    mkdirSync(squatted);
    writeFileSync(path.join(squatted, 'mf-manifest.json'), 'something else');
    await expect(deploy(build)).rejects.toThrow(/never rewritten/);
    expect(readFileSync(path.join(squatted, 'mf-manifest.json'), 'utf8')).toBe('something else');
    expect(pointersText()).toBe(before);
  });

  it('that fails leaves the pointer as it was', async () => {
    await deploy(fakeBuild('remote_a', 'one'));
    const before = pointersText();
    await expect(deploy(fakeBuild('remote_a', 'broken', { manifest: false }))).rejects.toThrow(
      /mf-manifest.json is missing/,
    );
    expect(pointersText()).toBe(before);
  });

  it("leaves other remotes' pointers as they were", async () => {
    await deploy(fakeBuild('remote_a', 'one'));
    const a = pointers().remote_a;
    await deploy(fakeBuild('remote_b', 'one'));
    await deploy(fakeBuild('remote_b', 'two'));
    expect(pointers().remote_a).toEqual(a);
    expect(Object.keys(pointers()).sort()).toEqual(['remote_a', 'remote_b']);
  });

  it('of several remotes at once lands every pointer', async () => {
    const names = ['remote_a', 'remote_b', 'remote_c', 'remote_d'];
    for (const round of ['one', 'two']) {
      const builds = names.map((name) => fakeBuild(name, round));
      const results = await Promise.all(builds.map((build) => deploy(build)));
      for (const [index, name] of names.entries()) {
        expect(pointers()[name].version).toBe(results[index].version);
      }
    }
  });
});

describe('retention', () => {
  it('keeps the last versions by count, the recent ones by age, and never the current one', async () => {
    const start = Date.UTC(2026, 0, 1);
    const deployed = [];
    // Seven versions a day apart; versions stay 3 days after being replaced, at least 2 are kept.
    for (let day = 0; day < 7; day += 1) {
      const result = await deploy(fakeBuild('remote_a', `day${day}`), {
        now: start + day * DAY,
        keep: 2,
        maxAgeSeconds: (3 * DAY) / 1000,
      });
      deployed.push(result.version);
    }
    // Replaced on days 4, 5, 6: younger than 3 days on day 6 for days 3..5; day 6 is current.
    expect(versionsOf('remote_a')).toEqual([...deployed.slice(3)].sort());
  });

  it('keeps at least the given count however old they are', async () => {
    const start = Date.UTC(2026, 0, 1);
    const deployed = [];
    for (let day = 0; day < 4; day += 1) {
      const result = await deploy(fakeBuild('remote_a', `day${day}`), {
        now: start + day * 100 * DAY,
        keep: 3,
        maxAgeSeconds: 1,
      });
      deployed.push(result.version);
    }
    expect(versionsOf('remote_a')).toEqual([...deployed.slice(1)].sort());
  });
});

describe('rollback', () => {
  it('switches to the previous version, then to a given one, signing the pointer again', async () => {
    const one = await deploy(fakeBuild('remote_a', 'one'));
    const two = await deploy(fakeBuild('remote_a', 'two'));
    const back = await rollbackRemote({ remote: 'remote_a', folder: folder(), key });
    expect(back).toMatchObject({ from: two.version, version: one.version, switched: true });
    const entry = pointers().remote_a;
    expect(entry.manifest).toBe(`remote_a/${one.version}/mf-manifest.json`);
    expect(verifyPointer('remote_a', entry, publicKey)).toBe(true);

    await rollbackRemote({ remote: 'remote_a', folder: folder(), key, version: two.version });
    expect(pointers().remote_a.version).toBe(two.version);
    await expect(
      rollbackRemote({ remote: 'remote_a', folder: folder(), key, version: 'abcdefabcdef' }),
    ).rejects.toThrow(/no version/);
    expect(pointers().remote_a.version).toBe(two.version);
  });
});

describe('fresh pointers', () => {
  const NOW = Date.parse('2026-11-28T10:00:00Z');

  it('carry a sequence, the signing time, the channel live and a 30-day expiry, all signed', async () => {
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    const entry = pointers().remote_a;
    expect(entry).toMatchObject({
      channel: 'live',
      sequence: NOW,
      signedAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-12-28T10:00:00.000Z',
    });
    expect(verifyPointer('remote_a', entry, publicKey)).toBe(true);
    expect(verifyPointer('remote_a', { ...entry, sequence: NOW + 1 }, publicKey)).toBe(false);
    expect(
      verifyPointer('remote_a', { ...entry, expiresAt: '2027-12-28T10:00:00.000Z' }, publicKey),
    ).toBe(false);
  });

  it('are not signed again for an unchanged version, later (as npm start deploys)', async () => {
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    const before = pointersText();
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW + DAY });
    expect(pointersText()).toBe(before);
  });

  it('are signed again for an unchanged version once expired, or from before sequences', async () => {
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW + 31 * DAY });
    expect(pointers().remote_a.sequence).toBe(NOW + 31 * DAY);
    const file = JSON.parse(pointersText());
    delete file.remote_a.sequence;
    writeFileSync(path.join(folder(), 'remotes.json'), JSON.stringify(file));
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW + 32 * DAY });
    expect(pointers().remote_a.sequence).toBe(NOW + 32 * DAY);
    expect(verifyPointer('remote_a', pointers().remote_a, publicKey)).toBe(true);
  });

  it('grow in sequence with each deploy, above a lowered sequence in remotes.json', async () => {
    await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    const file = JSON.parse(pointersText());
    file.remote_a.sequence = NOW + 1000;
    writeFileSync(path.join(folder(), 'remotes.json'), JSON.stringify(file));
    await deploy(fakeBuild('remote_a', 'two'), { now: NOW + 10 });
    expect(pointers().remote_a.sequence).toBe(NOW + 1001);
    file.remote_a.sequence = 1;
    writeFileSync(path.join(folder(), 'remotes.json'), JSON.stringify(pointers()));
    await deploy(fakeBuild('remote_a', 'three'), { now: NOW + 5000 });
    expect(pointers().remote_a.sequence).toBe(NOW + 5000);
  });

  it('a rollback signs the older version with a new sequence', async () => {
    const one = await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    await deploy(fakeBuild('remote_a', 'two'), { now: NOW + DAY });
    await rollbackRemote({ remote: 'remote_a', folder: folder(), key, now: NOW + 2 * DAY });
    expect(pointers().remote_a).toMatchObject({ version: one.version, sequence: NOW + 2 * DAY });
  });

  it('a refresh signs the live version again with a new sequence and expiry, and nothing else', async () => {
    const { version } = await deploy(fakeBuild('remote_a', 'one'), { now: NOW });
    const before = pointers().remote_a;
    const history = readFileSync(path.join(folder(), 'remote_a', 'history.json'), 'utf8');
    const later = NOW + 20 * DAY;
    expect(await refreshRemote({ remote: 'remote_a', folder: folder(), key, now: later })).toEqual({
      remote: 'remote_a',
      version,
    });
    const after = pointers().remote_a;
    expect(after).toEqual({
      ...before,
      sequence: later,
      signedAt: new Date(later).toISOString(),
      expiresAt: new Date(later + 30 * DAY).toISOString(),
      signature: expect.any(String),
    });
    expect(verifyPointer('remote_a', after, publicKey)).toBe(true);
    expect(readFileSync(path.join(folder(), 'remote_a', 'history.json'), 'utf8')).toBe(history);
    await expect(refreshRemote({ remote: 'remote_b', folder: folder(), key })).rejects.toThrow(
      /no live version/,
    );
  });
});
