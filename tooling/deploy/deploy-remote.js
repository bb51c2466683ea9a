'use strict';
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');
const deployTools = require('@pawapuri/shared/deploy');
const siteRemotes = require('../site-remotes.js');
const { ensureFileList } = require('./file-list.js');
const { readPointers, withDeployLock, writePointers } = require('./pointers-file.js');
const { assertShellsCanRun, defaultShells } = require('./shell-compatibility.js');
const { DEFAULT_KEEP, DEFAULT_MAX_AGE_SECONDS, versionsToPrune } = require('./retention.js');
const {
  listVersions,
  publishVersion,
  readHistory,
  removeVersion,
  writeHistory,
} = require('./versions.js');

const { DEFAULT_LIFETIME_MS, freshnessOf, freshPointer, sameContent, signPointer } = deployTools;

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
 * with the file's digest, its file list (the digest of every file of the
 * version, `files`: the list's path and digest), the contract version it was
 * built with, and the pages and navigation the shell shows before loading
 * it. Unsigned.
 */
async function pointerTo(description, version, versionDir) {
  const serverBuild = siteRemotes.serverBuildOf(versionDir);
  const files = await ensureFileList(versionDir);
  return {
    version,
    manifest: `${description.name}/${version}/${MANIFEST}`,
    ...(serverBuild ? { serverBuild } : {}),
    files,
    // The contract it was built with, which shells check before running it.
    ...(description.contract !== undefined ? { contract: description.contract } : {}),
    pages: description.pages ?? [],
    nav: description.nav ?? [],
  };
}

/**
 * Switches `remote`'s pointer in `folder` to `pointer`, made fresh (a new
 * sequence, signing time and expiry) and signed, under the folder's lock,
 * and records the switch. A pointer that names what the current one does
 * is left as it is (so starting the site again signs nothing), unless
 * `refresh` asks for it signed again or it is no longer fresh (expired, or
 * signed before pointers carried a sequence). Other remotes' pointers are
 * written back as they were read. Returns whether the version changed.
 */
async function switchPointer(folder, remote, pointer, key, options) {
  const { now, lifetimeMs = DEFAULT_LIFETIME_MS, refresh = false, afterSwitch } = options;
  return withDeployLock(folder, async () => {
    const pointers = await readPointers(folder);
    const history = await readHistory(folder, remote);
    const changed = !sameContent(pointers[remote], pointer);
    const stale = !changed && !freshnessOf(pointers[remote], now).ok;
    if (changed || refresh || stale) {
      const fresh = freshPointer(pointer, pointers[remote], now, lifetimeMs);
      await writePointers(folder, { ...pointers, [remote]: signPointer(remote, fresh, key) });
    }
    if (changed) {
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
 * Deploys the built remote in `distDir` into `folder`: checks that every
 * shell in `shells` (locations of their shell-provides.json: by default the
 * newest shell deployed into `folder`, else the site's shell build) can run
 * it, then publishes its version folder, then switches its signed pointer,
 * then prunes old versions. Any failure before the switch leaves
 * remotes.json untouched; a refused remote is not even published.
 */
async function deployRemote({
  distDir,
  folder,
  key,
  shells,
  keep = DEFAULT_KEEP,
  maxAgeSeconds = DEFAULT_MAX_AGE_SECONDS,
  lifetimeMs,
  now = Date.now(),
}) {
  const description = await describedRemote(distDir);
  const remote = description.name;
  await assertShellsCanRun(distDir, shells ?? (await defaultShells(folder)));
  const { version, published } = await publishVersion(distDir, folder, remote, {
    prepare: ensureFileList,
  });
  const versionDir = path.join(folder, remote, version);
  const pointer = await pointerTo(await describedRemote(versionDir), version, versionDir);
  let removed = [];
  const switched = await switchPointer(folder, remote, pointer, key, {
    now,
    lifetimeMs,
    afterSwitch: async () => {
      removed = await prune(folder, remote, { keep, maxAgeSeconds, now });
    },
  });
  return { remote, version, published, switched, removed };
}

/**
 * Switches `remote` back to `version`, or to the version its pointer named
 * before the current one (the most recent earlier one still kept), signing
 * the pointer again with a new sequence, so shells take it over the current one.
 */
async function rollbackRemote({ remote, folder, key, version, lifetimeMs, now = Date.now() }) {
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
  const pointer = await pointerTo(await describedRemote(versionDir), target, versionDir);
  const switched = await switchPointer(folder, remote, pointer, key, { now, lifetimeMs });
  return { remote, from: current ?? null, version: target, switched };
}

/**
 * Signs `remote`'s live version again with a new sequence and expiry (a
 * team's scheduled job, before the pointer expires). The pointer is made
 * again from the version folder it names, not copied from remotes.json.
 */
async function refreshRemote({ remote, folder, key, lifetimeMs, now = Date.now() }) {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name`);
  const current = (await readPointers(folder))[remote]?.version;
  const kept = new Set((await listVersions(folder, remote)).map((entry) => entry.version));
  if (!current || !kept.has(current)) {
    throw new Error(`${remote} has no live version in ${folder} to sign again`);
  }
  const versionDir = path.join(folder, remote, current);
  const pointer = await pointerTo(await describedRemote(versionDir), current, versionDir);
  await switchPointer(folder, remote, pointer, key, { now, lifetimeMs, refresh: true });
  return { remote, version: current };
}

module.exports = { deployRemote, refreshRemote, rollbackRemote };
