'use strict';
const { randomBytes } = require('node:crypto');
const { hostname } = require('node:os');
const { mkdir, open, readFile, rename, stat, unlink, writeFile } = require('node:fs/promises');
const path = require('node:path');

/** The pointers of every remote deployed into a folder: one signed entry per remote. */
const POINTERS_FILE = 'remotes.json';
const LOCK_FILE = '.deploy.lock';
/**
 * A lock older than this is left over by a deploy that died: a switch under
 * the lock takes milliseconds (copying a build happens before it).
 */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 60_000;

/** The folder's remotes.json as an object (empty when there is none yet). */
async function readPointers(folder) {
  let text;
  try {
    text = await readFile(path.join(folder, POINTERS_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
  const file = JSON.parse(text);
  if (!file || typeof file !== 'object' || Array.isArray(file)) {
    throw new Error(`${path.join(folder, POINTERS_FILE)} is not a JSON object of pointers`);
  }
  return file;
}

/** Writes remotes.json whole to a temporary file and renames it: a reader sees the old or the new file, never half. */
async function writePointers(folder, pointers) {
  const target = path.join(folder, POINTERS_FILE);
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(pointers, null, 2)}\n`);
  await rename(temporary, target);
}

/**
 * Runs `change` holding the folder's deploy lock, a file created
 * exclusively: deploys of several remotes into one folder take turns, so
 * none loses another's pointer. A lock left by a deploy that died (older
 * than STALE_LOCK_MS) is removed.
 */
async function withDeployLock(folder, change) {
  await mkdir(folder, { recursive: true });
  const lock = path.join(folder, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(
        JSON.stringify({ pid: process.pid, host: hostname(), at: new Date() }),
      );
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) {
        await unlink(lock).catch(() => undefined);
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`${lock} is held by another deploy (remove it if no deploy is running)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
  try {
    return await change();
  } finally {
    await unlink(lock).catch(() => undefined);
  }
}

module.exports = { POINTERS_FILE, readPointers, writePointers, withDeployLock };
