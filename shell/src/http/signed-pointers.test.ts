import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS, freshPointer, signPointer, type Pointer } from '@pawapuri/shared/deploy';
import { pointerSequences } from './pointer-sequences';
import { acceptedPointers, type FreshnessState } from './signed-pointers';

const content = generateKeyPairSync('ed25519');
const tools = generateKeyPairSync('ed25519');
const keys = new Map([
  ['remote_content', content.publicKey],
  ['remote_tools', tools.publicKey],
]);
const BASE = 'https://cdn.example/remotes/';
const NOW = Date.parse('2026-11-28T10:00:00Z');
/** A version's pointer as a deploy signs it, `signedAt` ms after NOW (one sequence per signing). */
const version = (id: string, signedAt = 0): Pointer =>
  freshPointer(
    {
      version: id,
      manifest: `remote_content/${id}/mf-manifest.json`,
      serverBuild: { path: 'server/routes.js', integrity: 'sha384-AAAA' },
      pages: [],
      nav: [],
    },
    undefined,
    NOW + signedAt,
  );
const resolved = (id: string, signedAt = 0) => ({
  ...version(id, signedAt),
  manifest: `${BASE}remote_content/${id}/mf-manifest.json`,
});

let warnings: string[];
let lastGood: Map<string, Record<string, unknown>>;
let fresh: FreshnessState;
const warn = (message: string) => warnings.push(message);
const accept = (file: Record<string, unknown>, base: string | null = BASE) =>
  acceptedPointers(file, keys, base, lastGood, warn, fresh);

beforeEach(() => {
  warnings = [];
  lastGood = new Map();
  fresh = { now: NOW + 1000, sequences: pointerSequences(null, warn), warned: new Set() };
});

test("a pointer signed by its remote's key is used, its manifest resolved against the folder's public address", () => {
  const file = {
    remote_content: signPointer('remote_content', version('aaa'), content.privateKey),
  };
  expect(accept(file)).toEqual({ remote_content: resolved('aaa') });
  expect(warnings).toEqual([]);
});

describe('a pointer that does not verify is ignored and the last good one stays', () => {
  beforeEach(() => {
    accept({ remote_content: signPointer('remote_content', version('aaa'), content.privateKey) });
  });

  test('signed with another key', () => {
    const forged = signPointer(
      'remote_content',
      version('bbb'),
      generateKeyPairSync('ed25519').privateKey,
    );
    expect(accept({ remote_content: forged })).toEqual({ remote_content: resolved('aaa') });
    expect(warnings[0]).toMatch(
      /remote_content is ignored: its signature is not remote_content's; its last good version stays/,
    );
  });

  test("signed by another remote's team (a team moves only its own remote)", () => {
    const byTools = signPointer('remote_content', version('bbb'), tools.privateKey);
    expect(accept({ remote_content: byTools })).toEqual({ remote_content: resolved('aaa') });
    const toolsOwn = signPointer('remote_tools', version('bbb'), tools.privateKey);
    expect(accept({ remote_content: toolsOwn })).toEqual({ remote_content: resolved('aaa') });
  });

  test('changed after signing, or not signed', () => {
    const signed = signPointer('remote_content', version('bbb'), content.privateKey);
    expect(
      accept({ remote_content: { ...signed, manifest: 'https://evil.example/m.json' } }),
    ).toEqual({
      remote_content: resolved('aaa'),
    });
    expect(accept({ remote_content: version('bbb') })).toEqual({ remote_content: resolved('aaa') });
    expect(warnings[1]).toMatch(/is not signed/);
  });
});

test('a remote with no key, or no good version yet, is left out', () => {
  const unknown = signPointer(
    'remote_guide',
    { manifest: 'x/mf-manifest.json' },
    content.privateKey,
  );
  expect(accept({ remote_guide: unknown })).toEqual({});
  expect(warnings[0]).toMatch(
    /remote_guide is ignored: no key is configured .*no unexpired earlier good version/,
  );
});

test('a relative manifest with no public address to resolve it against is refused', () => {
  const file = {
    remote_content: signPointer('remote_content', version('aaa'), content.privateKey),
  };
  expect(accept(file, null)).toEqual({});
  expect(warnings[0]).toMatch(/relative and REMOTES is a file \(set REMOTES_PUBLIC_URL\)/);
});

describe('only fresh pointers are taken', () => {
  const signed = (id: string, signedAt = 0) =>
    signPointer('remote_content', version(id, signedAt), content.privateKey);

  test('an older pointer replayed after a newer one is refused; the newer stays', () => {
    const older = signed('aaa');
    expect(accept({ remote_content: signed('bbb', 500) })).toEqual({
      remote_content: resolved('bbb', 500),
    });
    expect(accept({ remote_content: older })).toEqual({ remote_content: resolved('bbb', 500) });
    expect(warnings[0]).toMatch(
      new RegExp(
        `its sequence ${NOW} is lower than ${NOW + 500}, already accepted.*last good version stays`,
      ),
    );
  });

  test('a rollback, the older version signed again with a new sequence, is taken', () => {
    accept({ remote_content: signed('bbb', 500) });
    expect(accept({ remote_content: signed('aaa', 900) })).toEqual({
      remote_content: resolved('aaa', 900),
    });
    expect(warnings).toEqual([]);
  });

  test('an expired pointer is refused, and an expired last good one is dropped', () => {
    accept({ remote_content: signed('aaa') });
    fresh.now = NOW + 31 * DAY_MS;
    expect(accept({ remote_content: signed('aaa') })).toEqual({});
    expect(warnings.at(-1)).toMatch(
      /it expired at 2026-12-28T10:00:00.000Z; it has no unexpired earlier good version/,
    );
  });

  test('a pointer with no sequence, or for another channel, is refused', () => {
    const { sequence, signedAt, expiresAt, ...unsequenced } = version('aaa');
    expect([sequence, signedAt, expiresAt].every(Boolean)).toBe(true);
    expect(
      accept({ remote_content: signPointer('remote_content', unsequenced, content.privateKey) }),
    ).toEqual({});
    expect(warnings[0]).toMatch(/it has no sequence number/);
    const staged = signPointer(
      'remote_content',
      { ...version('aaa'), channel: 'staged' },
      content.privateKey,
    );
    expect(accept({ remote_content: staged })).toEqual({});
    expect(warnings[1]).toMatch(/it is for the staged channel/);
  });

  test('the coming expiry is said once, 7 days before', () => {
    const pointer = signed('aaa');
    fresh.now = NOW + 22 * DAY_MS;
    accept({ remote_content: pointer });
    expect(warnings).toEqual([]);
    fresh.now = NOW + 23 * DAY_MS + 1;
    accept({ remote_content: pointer });
    accept({ remote_content: pointer });
    expect(warnings).toEqual([
      'REMOTES: the pointer of remote_content expires at 2026-12-28T10:00:00.000Z; its team must sign it again (npm run deploy -- --to <folder> --refresh).',
    ]);
  });

  test('a restarted server with a state folder still refuses the older pointer', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pointer-state-'));
    try {
      fresh.sequences = pointerSequences(dir, warn);
      accept({ remote_content: signed('bbb', 500) });
      // A new server: nothing in memory, the state folder kept.
      lastGood = new Map();
      fresh = { now: NOW + 1000, sequences: pointerSequences(dir, warn), warned: new Set() };
      expect(accept({ remote_content: signed('aaa') })).toEqual({});
      expect(warnings[0]).toMatch(/is lower than/);
      // Without one it would have taken it: the state is what refuses.
      fresh.sequences = pointerSequences(null, warn);
      expect(accept({ remote_content: signed('aaa') })).toEqual({
        remote_content: resolved('aaa'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
