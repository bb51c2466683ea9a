/** @jest-environment node */
import type { SiteRemote } from '../remotes/remote-entry';
import { buildForRemote } from './build-for-remote';
import { causeLog } from './cause-log';
import type { DeployedRemote, RemoteServerBuild } from './remote-server-builds';

const REMOTE: SiteRemote = {
  name: 'remote_guide',
  pages: [],
  nav: [],
  manifest: 'https://guide.example/mf-manifest.json',
  serverBuild: { path: 'server/routes.1a2b3c4d.js', integrity: 'sha384-AAAA' },
};
const BUILD = { version: 'guide 1' } as RemoteServerBuild;

function chooser(get: (remote: DeployedRemote) => Promise<RemoteServerBuild>) {
  const logged: string[] = [];
  return {
    buildFor: buildForRemote(
      { get },
      causeLog((line) => logged.push(line)),
    ),
    logged,
  };
}

test('the server build remotes.json publishes renders the remote', async () => {
  const asked: DeployedRemote[] = [];
  const { buildFor, logged } = chooser(async (remote) => (asked.push(remote), BUILD));
  await expect(buildFor(REMOTE)).resolves.toBe(BUILD);
  expect(asked).toEqual([{ manifestUrl: REMOTE.manifest, serverBuild: REMOTE.serverBuild }]);
  expect(logged).toEqual([]);
});

test.each([
  ['no valid entry', { manifest: null }, 'it has no valid entry in remotes.json'],
  ['no server build', { serverBuild: null }, 'remotes.json publishes no server build for it'],
])('a remote with %s is left to the browser, said once', async (_, change, cause) => {
  const { buildFor, logged } = chooser(async () => BUILD);
  await expect(buildFor({ ...REMOTE, ...change })).resolves.toBeNull();
  await expect(buildFor({ ...REMOTE, ...change })).resolves.toBeNull();
  expect(logged).toEqual([`remote_guide: ${cause}; its pages are rendered in the browser.`]);
});

test('a build that fails leaves the pages to the browser; once it loads, a new failure is said again', async () => {
  let fails = true;
  const { buildFor, logged } = chooser(async () => {
    if (fails) throw new Error('digest mismatch');
    return BUILD;
  });
  await expect(buildFor(REMOTE)).resolves.toBeNull();
  await expect(buildFor(REMOTE)).resolves.toBeNull();
  fails = false;
  await expect(buildFor(REMOTE)).resolves.toBe(BUILD);
  fails = true;
  await expect(buildFor(REMOTE)).resolves.toBeNull();
  const said =
    'remote_guide: no server build (digest mismatch); its pages are rendered in the browser.';
  expect(logged).toEqual([said, said]);
});
