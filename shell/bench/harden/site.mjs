import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { integrityOf, payload, serverBuildPath, startFakeHost } from './fake-remotes.mjs';

const require = createRequire(import.meta.url);
const { listRemotes } = require('../../../tooling/site-remotes.js');
const { signingKey } = require('../../../tooling/deploy/deploy-keys.js');
const { freshPointer, signPointer } = require('@pawapuri/shared/deploy');

/** The loopback addresses of the fake hosts: the good remote, the bad ones, the attacker's. */
export const ADDRESSES = {
  good: '127.0.0.2',
  badDigest: '127.0.0.3',
  hang: '127.0.0.4',
  scenario: '127.0.0.5',
  api: '127.0.0.6',
  foreign: '127.0.0.9',
};

/** The path on the foreign host that an evaluated payload calls. */
export const CALLBACK_PATH = '/evaluated';

/**
 * The remotes as built (each with its dist folder, pages and server build)
 * and a temporary folder for remotes.json files and the payload's marker file.
 */
export function loadSite(root) {
  const remotes = listRemotes(root).map(({ folder, description }) => {
    const distDir = path.join(root, folder, 'dist');
    if (!fs.existsSync(path.join(distDir, 'server/ssr.json'))) {
      throw new Error(`${folder} is not built (no dist/server/ssr.json): run npm run build first`);
    }
    const buildPath = serverBuildPath(distDir);
    return {
      name: description.name,
      description,
      distDir,
      serverBuild: { path: buildPath, integrity: integrityOf(path.join(distDir, buildPath)) },
      pages: description.pages.map((page) => page.path),
    };
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-harden-'));
  return { remotes, tmp, markerFile: path.join(tmp, 'evaluated.marker') };
}

/**
 * Writes a remotes.json naming each remote's manifest at the origin given
 * for it, with the digest of its real server build, each pointer signed with
 * the remote's development key as a deploy would (the shell ignores unsigned
 * pointers), and returns its path and
 * the launcher's equivalent settings (REMOTE_<NAME>_URL).
 */
export function writeRemotesFile(site, originOf, name) {
  const entries = Object.fromEntries(
    site.remotes.map((remote) => [
      remote.name,
      signPointer(
        remote.name,
        freshPointer(
          {
            manifest: `${originOf(remote)}/mf-manifest.json`,
            pages: remote.description.pages,
            nav: remote.description.nav,
            serverBuild: remote.serverBuild,
          },
          undefined,
          Date.now(),
        ),
        signingKey(remote.name, undefined, () => {}),
      ),
    ]),
  );
  const file = path.join(site.tmp, `${name}.remotes.json`);
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));
  const remoteUrls = Object.fromEntries(
    Object.entries(entries).map(([remote, entry]) => [
      `${remote.toUpperCase()}_URL`,
      entry.manifest,
    ]),
  );
  return { file, remoteUrls };
}

/** How many times an unverified payload ran: marker-file writes and callbacks, the larger. */
export function evaluations(site, foreign) {
  const written = fs.existsSync(site.markerFile)
    ? fs.readFileSync(site.markerFile, 'utf8').length
    : 0;
  const called = foreign.requests.filter((request) => request.includes(CALLBACK_PATH)).length;
  return Math.max(written, called);
}

/** Requests the attacker's host received, other than an evaluated payload's callback. */
export function foreignRequests(foreign) {
  return foreign.requests.filter((request) => !request.includes(CALLBACK_PATH)).length;
}

/** The foreign host and the payload every hostile host serves as a "server build". */
export async function startForeignHost(site) {
  const address = ADDRESSES.foreign;
  // The payload must name the foreign host's own address, so the host starts first.
  const foreign = await startFakeHost({ address, mode: 'foreign' });
  const text = payload(site.markerFile, `${foreign.origin}${CALLBACK_PATH}`);
  foreign.setPayload(text);
  return { foreign, payloadText: text };
}
