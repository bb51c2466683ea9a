'use strict';
const { randomBytes } = require('node:crypto');
const { cp, readdir, readFile, rename, rm, stat, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { versionOf } = require('./version-id.js');

const HISTORY_FILE = 'history.json';
const VERSION_NAME = /^[0-9a-f]{12}$/;

/**
 * Publishes the build in `distDir` as `<folder>/<remote>/<version>/` and
 * returns its version id. The folder is written under a temporary name and
 * renamed, so it appears whole or not at all, and it is never written
 * again: when it exists with the same content this is a no-op, and when it
 * exists with other content the deploy is refused. `prepare`, when given,
 * runs on the copy before it is renamed (a remote's file list is written
 * there, so the version appears with it).
 */
async function publishVersion(distDir, folder, remote, { prepare } = {}) {
  const version = await versionOf(distDir);
  const remoteDir = path.join(folder, remote);
  const target = path.join(remoteDir, version);
  if (await exists(target)) {
    await checkSameContent(target, version);
    return { version, published: false };
  }
  const temporary = path.join(
    remoteDir,
    `.${version}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  await cp(distDir, temporary, { recursive: true, errorOnExist: true, force: false });
  try {
    // What was copied must still be the build that was hashed (a build running meanwhile would change it).
    await checkSameContent(temporary, version);
    await prepare?.(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (await exists(target)) {
      // Another deploy of the same build got there first.
      await checkSameContent(target, version);
      return { version, published: false };
    }
    throw error;
  }
  return { version, published: true };
}

async function checkSameContent(dir, version) {
  const found = await versionOf(dir);
  if (found !== version) {
    throw new Error(
      `${dir} holds other files than version ${version} (${found}); a version folder is never rewritten`,
    );
  }
}

async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The version folders of a remote with the time each was written. */
async function listVersions(folder, remote) {
  const remoteDir = path.join(folder, remote);
  const entries = await readdir(remoteDir, { withFileTypes: true }).catch(() => []);
  const versions = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !VERSION_NAME.test(entry.name)) continue;
    const info = await stat(path.join(remoteDir, entry.name));
    versions.push({ version: entry.name, publishedAt: info.mtimeMs });
  }
  return versions;
}

/** The remote's pointer switches, oldest first (`{ version, at }`). */
async function readHistory(folder, remote) {
  try {
    const history = JSON.parse(await readFile(path.join(folder, remote, HISTORY_FILE), 'utf8'));
    return Array.isArray(history) ? history : [];
  } catch {
    return [];
  }
}

async function writeHistory(folder, remote, history) {
  const target = path.join(folder, remote, HISTORY_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(history, null, 2)}\n`);
  await rename(temporary, target);
}

async function removeVersion(folder, remote, version) {
  if (!VERSION_NAME.test(version)) throw new Error(`"${version}" is not a version id`);
  await rm(path.join(folder, remote, version), { recursive: true, force: true });
}

module.exports = { publishVersion, listVersions, readHistory, writeHistory, removeVersion };
