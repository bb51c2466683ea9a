import { generateKeyPairSync } from 'node:crypto';
import { signPointer } from '@pawapuri/shared/deploy';
import { acceptedPointers } from './signed-pointers';

const content = generateKeyPairSync('ed25519');
const tools = generateKeyPairSync('ed25519');
const keys = new Map([
  ['remote_content', content.publicKey],
  ['remote_tools', tools.publicKey],
]);
const BASE = 'https://cdn.example/remotes/';
const version = (id: string) => ({
  version: id,
  manifest: `remote_content/${id}/mf-manifest.json`,
  serverBuild: { path: 'server/routes.js', integrity: 'sha384-AAAA' },
  pages: [],
  nav: [],
});
const resolved = (id: string) => ({
  ...version(id),
  manifest: `${BASE}remote_content/${id}/mf-manifest.json`,
});

let warnings: string[];
let lastGood: Map<string, Record<string, unknown>>;
const accept = (file: Record<string, unknown>, base: string | null = BASE) =>
  acceptedPointers(file, keys, base, lastGood, (message) => warnings.push(message));

beforeEach(() => {
  warnings = [];
  lastGood = new Map();
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
    /remote_guide is ignored: no key is configured .*no earlier good version/,
  );
});

test('a relative manifest with no public address to resolve it against is refused', () => {
  const file = {
    remote_content: signPointer('remote_content', version('aaa'), content.privateKey),
  };
  expect(accept(file, null)).toEqual({});
  expect(warnings[0]).toMatch(/relative and REMOTES is a file \(set REMOTES_PUBLIC_URL\)/);
});
