/** @jest-environment node */
import { createHash } from 'node:crypto';
import { fileListText } from '@pawapuri/shared/deploy';
import { IntegrityError, pinnedEntries, VersionChecks, type FetchFile } from './version-files';

const BASE = 'http://127.0.0.1:4811/remote_a/abc/';
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function deployed() {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
    'remoteEntry.js': 'window.entry = 1;',
    'page.0123abcd.css': '.a{}',
  };
  const list = fileListText(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [file, sha384(text)])),
  );
  files['integrity.json'] = list;
  const fetches: string[] = [];
  const fetchFile: FetchFile = (url) => {
    fetches.push(url);
    const text = files[url.slice(BASE.length)];
    return text === undefined
      ? Promise.reject(new Error(`${url} answered HTTP 404`))
      : Promise.resolve(Buffer.from(text));
  };
  const entry = {
    manifest: `${BASE}mf-manifest.json`,
    files: { path: 'integrity.json', integrity: sha384(list) },
    serverBuild: { path: 'server/routes.js', integrity: sha384('x') },
    pages: [],
  };
  return { files, fetchFile, fetches, entry };
}

test('a version whose list and manifest match gives the browser the digests of its manifest and entry', async () => {
  const { fetchFile, fetches, entry, files } = deployed();
  const checks = new VersionChecks(fetchFile);
  const warnings: string[] = [];
  const { entries, again } = await pinnedEntries({ remote_a: entry }, checks, (m) =>
    warnings.push(m),
  );
  expect(entries.remote_a).toEqual({
    ...entry,
    integrity: {
      'integrity.json': entry.files.integrity,
      'mf-manifest.json': sha384(files['mf-manifest.json']!),
      'remoteEntry.js': sha384(files['remoteEntry.js']!),
    },
  });
  expect({ again, warnings }).toEqual({ again: false, warnings: [] });
  // Checked once per version.
  await checks.get(entry.manifest, entry.files);
  expect(fetches).toHaveLength(2);
});

test.each([
  [
    'the manifest',
    'mf-manifest.json',
    /mf-manifest.json does not have the digest its signed file list gives/,
  ],
  [
    'the list',
    'integrity.json',
    /integrity.json does not have the digest its signed pointer gives/,
  ],
])(
  'one byte changed in %s: the remote loses its server build and every digest, logged',
  async (_, file, message) => {
    const { files, fetchFile, entry } = deployed();
    files[file] = `${files[file]!.slice(0, -1)} `;
    const warnings: string[] = [];
    const { entries, again } = await pinnedEntries(
      { remote_a: entry },
      new VersionChecks(fetchFile),
      (m) => warnings.push(m),
    );
    expect(entries.remote_a).toEqual({ ...entry, serverBuild: undefined, integrity: {} });
    expect(entries.remote_a).not.toHaveProperty('serverBuild');
    expect(again).toBe(false);
    expect(warnings[0]).toMatch(message);
    expect(warnings[0]).toMatch(/remote_a .*unavailable notice/);
  },
);

test('a pointer with no file list is refused; a list that cannot be fetched is checked again soon', async () => {
  const { fetchFile, entry, files } = deployed();
  const checks = new VersionChecks(fetchFile);
  await expect(checks.get(entry.manifest, undefined)).rejects.toBeInstanceOf(IntegrityError);
  delete files['integrity.json'];
  const { entries, again } = await pinnedEntries({ remote_a: entry }, checks, () => undefined);
  expect(entries.remote_a).toMatchObject({ integrity: {} });
  expect(again).toBe(true);
});

test('a manifest naming a remote entry the list does not give is refused', async () => {
  const { files, fetchFile } = deployed();
  files['mf-manifest.json'] = JSON.stringify({ metaData: { remoteEntry: { name: 'other.js' } } });
  const list = fileListText({
    'mf-manifest.json': sha384(files['mf-manifest.json']),
    'remoteEntry.js': sha384(files['remoteEntry.js']!),
  });
  files['integrity.json'] = list;
  await expect(
    new VersionChecks(fetchFile).get(`${BASE}mf-manifest.json`, {
      path: 'integrity.json',
      integrity: sha384(list),
    }),
  ).rejects.toThrow(/names a remote entry its file list does not give/);
});
