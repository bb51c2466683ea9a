// The remotes' teams: a key pair each (created for the run), and their
// deploys and rollbacks with the repository's commands, as their CI runs them.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import deployKeys from '../../tooling/deploy/deploy-keys.js';

/** Creates each remote's key pair in `keysDir` and writes the shells' REMOTE_KEYS file; returns the key files. */
export function teamKeys(remotes, keysDir, remoteKeysFile) {
  const keyFiles = {};
  const publicKeys = {};
  for (const remote of remotes) {
    const { keyFile, pubFile } = deployKeys.createKeyPair(remote, keysDir);
    keyFiles[remote] = keyFile;
    publicKeys[remote] = readFileSync(pubFile, 'utf8');
  }
  writeFileSync(remoteKeysFile, JSON.stringify(publicKeys, null, 2), { mode: 0o644 });
  return keyFiles;
}

/** Runs a command of scripts/ as a child process, so the test's own load keeps going meanwhile. */
function run(root, script, args) {
  return promisify(execFile)(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
  });
}

/** node scripts/deploy.mjs --build <built> --to <folder> --key <team key>; returns the version now pointed at. */
export async function deploy(root, { built, folder, keyFile, remote }) {
  await run(root, 'deploy.mjs', ['--build', built, '--to', folder, '--key', keyFile]);
  return pointedVersion(folder, remote);
}

/** node scripts/rollback.mjs --remote <name> --to <folder> --key <team key>; returns the version now pointed at. */
export async function rollback(root, { folder, keyFile, remote }) {
  await run(root, 'rollback.mjs', ['--remote', remote, '--to', folder, '--key', keyFile]);
  return pointedVersion(folder, remote);
}

/**
 * `npm run deploy -w shell -- --to <folder> [--build <dist>]`: the shell's
 * hashed files published as a version in `<folder>/shell`, which every shell
 * instance reads (SHELL_ASSETS_DIR), as production does before a rolling
 * upgrade. Answers the command's output.
 */
export async function deployShellAssets(root, { folder, build }) {
  const args = ['run', 'deploy', '-w', 'shell', '--', '--to', folder];
  const { stdout } = await promisify(execFile)('npm', build ? [...args, '--build', build] : args, {
    cwd: root,
  });
  return stdout.trim();
}

export function pointedVersion(folder, remote) {
  return JSON.parse(readFileSync(path.join(folder, 'remotes.json'), 'utf8'))[remote]?.version;
}
