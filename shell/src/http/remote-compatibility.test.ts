/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS, freshPointer, signPointer, type ShellProvides } from '@pawapuri/shared/deploy';
import { readOwnProvides, remoteCompatibility } from './remote-compatibility';
import { watchRemotes, type RemotesWatch } from './remotes-source';

const PROVIDES: ShellProvides = {
  singletons: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' },
  remoteContracts: { oldest: 1, newest: 1 },
};
/** A manifest whose shared section asks for `react` in `range`. */
const manifestAsking = (range: string) => ({
  name: 'remote_a',
  shared: [
    { name: 'react', singleton: true, requiredVersion: range },
    { name: 'react-dom', singleton: true, requiredVersion: '19.3.1' },
  ],
});
const NOW = Date.parse('2026-11-01T00:00:00Z');
/** An accepted pointer (as remotes.json is served) for `version`. */
const entry = (version: string, extra: Record<string, unknown> = {}) => ({
  ...freshPointer(
    { version, manifest: `http://remote.test/${version}/mf-manifest.json` },
    undefined,
    NOW,
  ),
  ...extra,
});

let warnings: string[];
beforeEach(() => {
  warnings = [];
});
const warn = (message: string) => warnings.push(message);

describe('remoteCompatibility', () => {
  const manifests: Record<string, unknown> = {
    'http://remote.test/v1/mf-manifest.json': manifestAsking('19.3.1'),
    'http://remote.test/v2/mf-manifest.json': manifestAsking('^99.0.0'),
    'http://remote.test/v3/mf-manifest.json': manifestAsking('^19.2.0'),
  };
  const reader = () =>
    jest.fn(async (url: string) => {
      if (!(url in manifests)) throw new Error('it answered HTTP 404');
      return manifests[url];
    });

  it('keeps a version it can run, and keeps it over a newer one asking for react ^99', async () => {
    const read = reader();
    const compatible = remoteCompatibility(PROVIDES, warn, read);
    const v1 = entry('v1');
    expect(await compatible({ remote_a: v1 }, NOW)).toEqual({ remote_a: v1 });
    expect(await compatible({ remote_a: entry('v2') }, NOW)).toEqual({ remote_a: v1 });
    expect(warnings).toEqual([
      'REMOTES: remote_a v2 is refused: this shell cannot run it: react: the remote requires ^99.0.0, ' +
        'the shell provides 19.3.1 (the same major version and at least the minor is needed); ' +
        'its last good version v1 stays.',
    ]);
    // Judged once per version, said once.
    expect(await compatible({ remote_a: entry('v2') }, NOW)).toEqual({ remote_a: v1 });
    expect(read).toHaveBeenCalledTimes(2);
    expect(warnings).toHaveLength(1);
    const v3 = entry('v3');
    expect(await compatible({ remote_a: v3 }, NOW)).toEqual({ remote_a: v3 });
  });

  it('leaves out a remote it cannot run that has no earlier good version, or whose last one expired', async () => {
    const compatible = remoteCompatibility(PROVIDES, warn, reader());
    expect(await compatible({ remote_a: entry('v2') }, NOW)).toEqual({});
    expect(warnings[0]).toMatch(/it has no earlier version this shell can run/);
    await compatible({ remote_a: entry('v1') }, NOW);
    expect(await compatible({ remote_a: entry('v2') }, NOW + 31 * DAY_MS)).toEqual({});
  });

  it('refuses a remote built with a newer contract than this shell runs', async () => {
    const compatible = remoteCompatibility(PROVIDES, warn, reader());
    expect(await compatible({ remote_a: entry('v1', { contract: 2 }) }, NOW)).toEqual({});
    expect(warnings[0]).toContain('remote.json contract 2: the shell runs contracts 1 to 1');
  });

  it('lets through, once said, a version whose manifest cannot be read, and reads it again later', async () => {
    const read = reader();
    const compatible = remoteCompatibility(PROVIDES, warn, read);
    const v9 = entry('v9');
    expect(await compatible({ remote_a: v9 }, NOW)).toEqual({ remote_a: v9 });
    await compatible({ remote_a: v9 }, NOW);
    expect(read).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual([
      'REMOTES: the manifest of remote_a (http://remote.test/v9/mf-manifest.json) cannot be read to check it (it answered HTTP 404); it is run unchecked.',
    ]);
  });
});

describe("the shell's own provides", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-provides-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are read from its build, or said missing', async () => {
    expect(await readOwnProvides(dir, warn)).toBeNull();
    expect(warnings[0]).toMatch(/shell-provides\.json cannot be read .*remotes are run unchecked/);
    writeFileSync(path.join(dir, 'shell-provides.json'), JSON.stringify(PROVIDES));
    expect(await readOwnProvides(dir, warn)).toEqual(PROVIDES);
  });
});

describe('the server watching remotes.json', () => {
  const team = generateKeyPairSync('ed25519');
  let server: Server;
  let base: string;
  let dir: string;
  let watch: RemotesWatch | null = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const range = { '/v1/mf-manifest.json': '19.3.1', '/v2/mf-manifest.json': '^99.0.0' }[
        req.url ?? ''
      ];
      res.writeHead(range ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(range ? JSON.stringify(manifestAsking(range)) : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remotes-compat-'));
  });
  afterEach(() => {
    watch?.stop();
    watch = null;
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps serving the last good version when a deploy points to one it cannot run', async () => {
    const keys = path.join(dir, 'keys.json');
    writeFileSync(
      keys,
      JSON.stringify({ remote_a: team.publicKey.export({ type: 'spki', format: 'pem' }) }),
    );
    const file = path.join(dir, 'remotes.json');
    const signed = (version: string, at: number) =>
      JSON.stringify({
        remote_a: signPointer(
          'remote_a',
          freshPointer({ version, manifest: `${version}/mf-manifest.json` }, undefined, at),
          team.privateKey,
        ),
      });
    writeFileSync(file, signed('v1', Date.now()));
    watch = await watchRemotes(
      { kind: 'file', path: file },
      20,
      { warn },
      {
        keys: { kind: 'file', path: keys },
        publicBase: base,
        stateDir: null,
        compatible: remoteCompatibility(PROVIDES, warn),
        // The file lists are another check's (remotes-source.test.ts): this one reads pointers alone.
        pinVersions: (entries) => Promise.resolve({ entries, again: false }),
      },
    );
    const live = () => JSON.parse(watch?.current().text ?? '{}').remote_a?.version as string;
    expect(live()).toBe('v1');

    writeFileSync(file, signed('v2', Date.now() + 1000));
    utimesSync(file, new Date(), new Date(Date.now() + 1000));
    for (let i = 0; i < 100 && !warnings.length; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings.join('\n')).toMatch(
      /remote_a v2 is refused: .*react: the remote requires \^99\.0\.0, the shell provides 19\.3\.1.*its last good version v1 stays/,
    );
    expect(live()).toBe('v1');
  });
});
