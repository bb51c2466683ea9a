/** @jest-environment node */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS, freshPointer, signPointer } from '@pawapuri/shared/deploy';
import { watchRemotes, type PointerTrust, type RemotesWatch } from './remotes-source';

const team = generateKeyPairSync('ed25519');
const SIGNED = Date.now();
/** Each port a later signing, so a changed file carries a higher sequence. */
const pointer = (port: number) =>
  freshPointer({ manifest: `http://127.0.0.1:${port}/mf-manifest.json` }, undefined, SIGNED + port);
/** remotes.json as a deploy writes it: remote_a's pointer signed with its team's key. */
const entry = (port: number) =>
  JSON.stringify({ remote_a: signPointer('remote_a', pointer(port), team.privateKey) });
/** The same remotes.json as the server renders with it. */
const served = (port: number) => JSON.stringify({ remote_a: pointer(port) });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

let dir: string;
let watch: RemotesWatch | null = null;
const warnings: string[] = [];
const log = { warn: (message: string) => warnings.push(message) };

let trust: PointerTrust;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remotes-source-'));
  warnings.length = 0;
  const keys = path.join(dir, 'keys.json');
  writeFileSync(
    keys,
    JSON.stringify({ remote_a: team.publicKey.export({ type: 'spki', format: 'pem' }) }),
  );
  trust = {
    keys: { kind: 'file', path: keys },
    publicBase: null,
    stateDir: null,
    // The pointers' file lists are checked by their own tests (common/version-files.test.ts).
    pinVersions: (entries) => Promise.resolve({ entries, again: false }),
  };
});
afterEach(() => {
  watch?.stop();
  watch = null;
  rmSync(dir, { recursive: true, force: true });
});

test('a file is read at start and again when it changes; a broken copy keeps the last good one', async () => {
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, entry(3001));
  watch = await watchRemotes({ kind: 'file', path: file }, 20, log, trust);
  expect(watch.current()).toEqual({ text: served(3001), origins: ['http://127.0.0.1:3001'] });

  writeFileSync(file, entry(4001));
  utimesSync(file, new Date(), new Date(Date.now() + 1000));
  await until(() => watch?.current().text === served(4001));
  expect(watch.current().origins).toEqual(['http://127.0.0.1:4001']);

  writeFileSync(file, '{ not json');
  utimesSync(file, new Date(), new Date(Date.now() + 2000));
  await until(() => warnings.length > 0);
  expect(warnings[0]).toMatch(/is not a JSON object; the last good copy stays/);
  expect(watch.current().text).toBe(served(4001));
});

test('a file that cannot be read at start stops the server, naming REMOTES', async () => {
  await expect(
    watchRemotes({ kind: 'file', path: path.join(dir, 'none.json') }, 20, log, trust),
  ).rejects.toThrow(/^REMOTES: .*none\.json could not be read/);
});

describe('a URL', () => {
  let server: Server;
  let url: string;
  const requests: { ifNoneMatch?: string }[] = [];
  let body = entry(3001);
  let etag = '"v1"';
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ ifNoneMatch: req.headers['if-none-match'] });
      if (status !== 200) {
        res.writeHead(status, { Location: 'http://127.0.0.1:1/elsewhere.json' });
        res.end();
      } else if (req.headers['if-none-match'] === etag) {
        res.writeHead(304);
        res.end();
      } else {
        res.writeHead(200, { ETag: etag, 'Content-Type': 'application/json' });
        res.end(body);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`;
  });
  afterAll(() => server.close());

  test('is asked again with If-None-Match, and read again only when it changed', async () => {
    watch = await watchRemotes({ kind: 'url', url }, 20, log, trust);
    expect(watch.current().text).toBe(served(3001));
    await until(() => requests.length >= 3);
    expect(requests.slice(1, 3)).toEqual([{ ifNoneMatch: '"v1"' }, { ifNoneMatch: '"v1"' }]);
    body = entry(5001);
    etag = '"v2"';
    await until(() => watch?.current().text === served(5001));
    expect(watch.current().origins).toEqual(['http://127.0.0.1:5001']);
  });

  test('a redirect is refused: the last good copy stays', async () => {
    watch = await watchRemotes({ kind: 'url', url }, 20, log, trust);
    const good = watch.current().text;
    status = 302;
    await until(() => warnings.length > 0);
    status = 200;
    expect(warnings[0]).toMatch(/could not be read again .*; the last good copy stays/);
    expect(watch.current().text).toBe(good);
  });
});

test('a remote whose key is added later is trusted from then on, without a restart', async () => {
  const file = path.join(dir, 'remotes.json');
  const newcomer = generateKeyPairSync('ed25519');
  const guide = freshPointer({ manifest: 'remote_guide/abc/mf-manifest.json' }, undefined, SIGNED);
  writeFileSync(
    file,
    JSON.stringify({ remote_guide: signPointer('remote_guide', guide, newcomer.privateKey) }),
  );
  const keysDir = path.join(dir, 'keys');
  watch = await watchRemotes({ kind: 'file', path: file }, 20, log, {
    keys: { kind: 'development', dir: keysDir },
    publicBase: 'http://cdn.test/site/',
    stateDir: null,
    pinVersions: trust.pinVersions,
  });
  expect(watch.current().text).toBe('{}');
  expect(warnings.join('\n')).toMatch(/remote_guide is ignored: no key is configured/);

  mkdirSync(keysDir);
  writeFileSync(
    path.join(keysDir, 'remote_guide.pub'),
    newcomer.publicKey.export({ type: 'spki', format: 'pem' }),
  );
  await until(() => watch?.current().text !== '{}');
  expect(JSON.parse(watch.current().text)).toEqual({
    remote_guide: { ...guide, manifest: 'http://cdn.test/site/remote_guide/abc/mf-manifest.json' },
  });
  expect(watch.current().origins).toEqual(['http://cdn.test']);
});

test('a pointer that expires while the file stays the same is dropped when it expires', async () => {
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, entry(3001));
  let now = SIGNED + 3001;
  watch = await watchRemotes({ kind: 'file', path: file }, 20, log, { ...trust, now: () => now });
  expect(watch.current().text).toBe(served(3001));
  // Only remote_a's: an earlier test's watch may still say something as it stops.
  const said = () => warnings.filter((warning) => warning.includes('remote_a'));
  now += 23 * DAY_MS + 1;
  await until(() => said().length > 0);
  expect(said()).toEqual([expect.stringMatching(/remote_a expires at .*--refresh/)]);
  expect(watch.current().text).toBe(served(3001));
  now += 7 * DAY_MS;
  await until(() => watch?.current().text === '{}');
  expect(watch.current().text).toBe('{}');
  expect(said()[1]).toMatch(/remote_a is ignored: it expired at/);
});
