'use strict';
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');
const deployTools = require('@pawapuri/shared/deploy');
const siteRemotes = require('../site-remotes.js');
const { readPointers, withDeployLock, writePointers } = require('./pointers-file.js');
const { DEFAULT_KEEP, DEFAULT_MAX_AGE_SECONDS, versionsToPrune } = require('./retention.js');
const {
  listVersions,
  publishVersion,
  readHistory,
  removeVersion,
  writeHistory,
} = require('./versions.js');

const { canonicalJson, signPointer, withoutSignature } = deployTools;

/** A remote's name becomes a folder name and a key in remotes.json: a plain identifier only. */
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MANIFEST = 'mf-manifest.json';

/** The remote's description (its federation name, pages and navigation) published with its build. */
async function describedRemote(dir) {
  const file = path.join(dir, 'remote.json');
  let description;
  try {
    description = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read (${error.message}); is the remote built?`);
  }
  if (!REMOTE_NAME.test(description?.name ?? '')) {
    throw new Error(`${file} names no remote (a name like remote_content)`);
  }
  await stat(path.join(dir, MANIFEST)).catch(() => {
    throw new Error(`${path.join(dir, MANIFEST)} is missing; is the remote built?`);
  });
  return description;
}

/**
 * The pointer to one version of a remote: where its manifest is (relative
 * to remotes.json, so the folder works at any address), its server build
 * with the file's digest, and the pages and navigation the shell shows
 * before loading it. Unsigned.
 */
function pointerTo(description, version, versionDir) {
  const serverBuild = siteRemotes.serverBuildOf(versionDir);
  return {
    version,
    manifest: `${description.name}/${version}/${MANIFEST}`,
    ...(serverBuild ? { serverBuild } : {}),
    pages: description.pages ?? [],
    nav: description.nav ?? [],
  };
}

const sameUnsigned = (a, b) =>
  Boolean(a) && canonicalJson(withoutSignature(a)) === canonicalJson(withoutSignature(b));

/**
 * Switches `remote`'s pointer in `folder` to `pointer`, signed, under the
 * folder's lock, and records the switch. Other remotes' pointers are
 * written back as they were read. Returns whether anything changed.
 */
async function switchPointer(folder, remote, pointer, key, now, afterSwitch) {
  return withDeployLock(folder, async () => {
    const pointers = await readPointers(folder);
    const history = await readHistory(folder, remote);
    const changed = !sameUnsigned(pointers[remote], pointer);
    if (changed) {
      await writePointers(folder, { ...pointers, [remote]: signPointer(remote, pointer, key) });
      await writeHistory(folder, remote, [
        ...history,
        { version: pointer.version, at: new Date(now).toISOString() },
      ]);
    }
    await afterSwitch?.();
    return changed;
  });
}

/** Deletes the versions the retention rule lets go (never the current one). */
async function prune(folder, remote, { keep, maxAgeSeconds, now }) {
  const current = (await readPointers(folder))[remote]?.version;
  const removed = versionsToPrune({
    versions: await listVersions(folder, remote),
    history: await readHistory(folder, remote),
    current,
    keep,
    maxAgeMs: maxAgeSeconds * 1000,
    now,
  });
  for (const version of removed) await removeVersion(folder, remote, version);
  return removed;
}

/**
 * Deploys the built remote in `distDir` into `folder`: publishes its
 * version folder, then switches its signed pointer, then prunes old
 * versions. Any failure before the switch leaves remotes.json untouched.
 */
async function deployRemote({
  distDir,
  folder,
  key,
  keep = DEFAULT_KEEP,
  maxAgeSeconds = DEFAULT_MAX_AGE_SECONDS,
  now = Date.now(),
}) {
  const description = await describedRemote(distDir);
  const remote = description.name;
  const { version, published } = await publishVersion(distDir, folder, remote);
  const versionDir = path.join(folder, remote, version);
  const pointer = pointerTo(await describedRemote(versionDir), version, versionDir);
  let removed = [];
  const switched = await switchPointer(folder, remote, pointer, key, now, async () => {
    removed = await prune(folder, remote, { keep, maxAgeSeconds, now });
  });
  return { remote, version, published, switched, removed };
}

/**
 * Switches `remote` back to `version`, or to the version its pointer named
 * before the current one (the most recent earlier one still kept), signing
 * the pointer again.
 */
async function rollbackRemote({ remote, folder, key, version, now = Date.now() }) {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name`);
  const current = (await readPointers(folder))[remote]?.version;
  const kept = new Set((await listVersions(folder, remote)).map((entry) => entry.version));
  let target = version;
  if (!target) {
    const history = await readHistory(folder, remote);
    target = history
      .map((entry) => entry.version)
      .reverse()
      .find((candidate) => candidate !== current && kept.has(candidate));
    if (!target) throw new Error(`${remote} has no earlier version kept in ${folder}`);
  }
  if (!kept.has(target)) throw new Error(`${remote} has no version ${target} in ${folder}`);
  const versionDir = path.join(folder, remote, target);
  const pointer = pointerTo(await describedRemote(versionDir), target, versionDir);
  const switched = await switchPointer(folder, remote, pointer, key, now);
  return { remote, from: current ?? null, version: target, switched };
}

module.exports = { deployRemote, rollbackRemote };
