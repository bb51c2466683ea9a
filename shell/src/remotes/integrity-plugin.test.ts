import { createHash, webcrypto } from 'node:crypto';
import {
  integrityOf,
  integrityPlugin,
  integrityRefused,
  pinIntegrity,
  resetIntegrity,
  tagsJudged,
} from './integrity-plugin';

const MANIFEST = 'http://127.0.0.1:4801/remote_content/abc/mf-manifest.json';
const ENTRY = 'http://127.0.0.1:4801/remote_content/abc/remoteEntry.js';
const D1 = `sha384-${'1'.repeat(64)}`;
const D2 = `sha384-${'2'.repeat(64)}`;

/** What a file arrives as when fetched again without its digest. */
const BODY = new TextEncoder().encode('console.log("a changed file");');
const arrived = { ok: true, arrayBuffer: () => Promise.resolve(BODY.buffer) } as Response;
/** BODY's own digest: the one a file that failed for the network still has. */
const BODY_DIGEST = `sha384-${createHash('sha384').update(BODY).digest('base64')}`;

// The test DOM has no Web Crypto digests; the browser's page does.
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const plugin = integrityPlugin();
type ScriptArgs = Parameters<NonNullable<typeof plugin.createScript>>[0];
const createScript = (url: string, name?: string) =>
  plugin.createScript?.({ url, attrs: {}, remoteInfo: name ? { name } : undefined } as ScriptArgs);

beforeEach(() => {
  resetIntegrity();
  pinIntegrity({
    remote_content: {
      manifest: MANIFEST,
      integrity: { 'mf-manifest.json': D1, 'remoteEntry.js': D2 },
    },
    remote_tools: { manifest: 'http://127.0.0.1:4801/remote_tools/def/mf-manifest.json' },
  });
});

test('a pinned remote’s entry is loaded with its digest and CORS', () => {
  const script = createScript(ENTRY, 'remote_content') as HTMLScriptElement;
  expect(script.src).toBe(ENTRY);
  expect(script.integrity).toBe(D2);
  expect(script.crossOrigin).toBe('anonymous');
});

test('a file of a pinned remote that its list does not give is asked for with a digest nothing has', () => {
  const other = integrityOf('remote_content', 'http://127.0.0.1:4801/elsewhere/remoteEntry.js');
  expect(other).toMatch(/^sha384-/);
  expect(other).not.toBe(D1);
  expect(other).not.toBe(D2);
});

test('a remote the page gave no digests for is loaded as the runtime loads it', () => {
  expect(
    createScript('http://127.0.0.1:4801/remote_tools/def/remoteEntry.js', 'remote_tools'),
  ).toBe(undefined);
  expect(integrityOf(undefined, ENTRY)).toBe(undefined);
});

test('the manifest is fetched with its digest; when the file arrives but the fetch failed, the remote is refused, not retried', async () => {
  const calls: [string, RequestInit | undefined][] = [];
  const realFetch = global.fetch;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init]);
    // The browser refuses the body whose digest differs; the same file without a digest arrives.
    return init?.integrity
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(arrived);
  }) as typeof fetch;
  try {
    await expect(plugin.fetch?.(MANIFEST, {}, { name: 'remote_content' } as never)).rejects.toThrow(
      'Failed to fetch',
    );
    expect(calls[0]).toEqual([MANIFEST, { integrity: D1, mode: 'cors' }]);
    expect(integrityRefused('remote_content')).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/does not have the digest/));
    // Refused for the rest of the page: even its listed files are asked for with no digest that matches.
    expect(integrityOf('remote_content', ENTRY)).not.toBe(D2);
  } finally {
    global.fetch = realFetch;
    errors.mockRestore();
  }
});

test('a fetch that fails because the network does is not taken for a changed file', async () => {
  const realFetch = global.fetch;
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  try {
    await expect(
      plugin.fetch?.(MANIFEST, {}, { name: 'remote_content' } as never),
    ).rejects.toThrow();
    expect(integrityRefused('remote_content')).toBe(false);
    expect(integrityOf('remote_content', ENTRY)).toBe(D2);
  } finally {
    global.fetch = realFetch;
  }
});

test('the file list comes with the manifest; the remote’s runtime then gets each chunk’s listed digest by URL', async () => {
  const LIST = 'http://127.0.0.1:4801/remote_content/abc/integrity.json';
  const D3 = `sha384-${'3'.repeat(64)}`;
  const D4 = `sha384-${'4'.repeat(64)}`;
  resetIntegrity();
  pinIntegrity({
    remote_content: {
      manifest: MANIFEST,
      integrity: { 'mf-manifest.json': D1, 'remoteEntry.js': D2, 'integrity.json': D3 },
    },
  });
  const calls: [string, RequestInit | undefined][] = [];
  const realFetch = global.fetch;
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(url), init]);
    const body = String(url) === LIST ? { files: { 'page.0123abcd.js': D4 } } : {};
    return Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response);
  }) as typeof fetch;
  try {
    await plugin.fetch?.(MANIFEST, {}, { name: 'remote_content' } as never);
    expect(calls).toContainEqual([LIST, { integrity: D3, mode: 'cors' }]);
    const lookUp = (self as unknown as { __pawapuriIntegrity: (url: string) => string | undefined })
      .__pawapuriIntegrity;
    expect(lookUp('http://127.0.0.1:4801/remote_content/abc/page.0123abcd.js')).toBe(D4);
    // A file of that version its list does not give: a digest nothing has.
    expect(lookUp('http://127.0.0.1:4801/remote_content/abc/added.js')).toMatch(/^sha384-A+$/);
    // Another origin's file is not the remote's to judge.
    expect(lookUp('http://127.0.0.1:4900/other.js')).toBe(undefined);
  } finally {
    global.fetch = realFetch;
  }
});

test('a remote’s tag with a digest that fails to load, while its file arrives, refuses the remote', async () => {
  const realFetch = global.fetch;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(() => Promise.resolve(arrived)) as typeof fetch;
  try {
    const elsewhere = document.createElement('script');
    elsewhere.src = 'http://127.0.0.1:4900/other.js';
    elsewhere.integrity = D1;
    document.head.append(elsewhere);
    elsewhere.dispatchEvent(new Event('error'));
    const chunk = document.createElement('link');
    chunk.rel = 'stylesheet';
    chunk.href = 'http://127.0.0.1:4801/remote_content/abc/page.0123abcd.css';
    chunk.integrity = D1;
    document.head.append(chunk);
    chunk.dispatchEvent(new Event('error'));
    await tagsJudged();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(integrityRefused('remote_content')).toBe(true);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/page\.0123abcd\.css of remote_content/),
    );
  } finally {
    global.fetch = realFetch;
    errors.mockRestore();
  }
});

test('a load that failed while its file, fetched again, has its digest was the network: the remote may be tried again', async () => {
  resetIntegrity();
  pinIntegrity({
    remote_content: { manifest: MANIFEST, integrity: { 'remoteEntry.js': BODY_DIGEST } },
  });
  const realFetch = global.fetch;
  global.fetch = jest.fn(() => Promise.resolve(arrived)) as typeof fetch;
  try {
    const entry = createScript(ENTRY, 'remote_content') as HTMLScriptElement;
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    await tagsJudged();
    expect(global.fetch).toHaveBeenCalledWith(ENTRY, { cache: 'force-cache' });
    expect(integrityRefused('remote_content')).toBe(false);
    expect(integrityOf('remote_content', ENTRY)).toBe(BODY_DIGEST);
  } finally {
    global.fetch = realFetch;
  }
});
