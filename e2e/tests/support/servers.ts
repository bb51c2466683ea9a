import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash, type KeyObject } from 'node:crypto';
import path from 'node:path';
import {
  FILE_LIST,
  fileListText,
  freshPointer,
  isListed,
  signPointer,
} from '@pawapuri/shared/deploy';
import sirv from 'sirv';
import { serverBuildOf } from '../../../tooling/site-remotes';

/** Bytes' SHA-384 as an integrity value, as a deploy lists them. */
const integrityValue = (bytes: Buffer) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { walkFiles } = require('../../../tooling/deploy/version-id') as {
  walkFiles: (dir: string) => Promise<string[]>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signingKey } = require('../../../tooling/deploy/deploy-keys') as {
  signingKey: (remote: string, keyFile: undefined, say: () => void) => KeyObject;
};

export const ROOT = path.join(__dirname, '../../..');

/** A folder served as a remote is deployed (CORS open, as the site's own servers do), on 127.0.0.1. */
export async function serveFolder(dir: string, port: number): Promise<Server> {
  const files = sirv(dir, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

export function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Deploys a built remote (`build`, a folder like remote-content/dist) into
 * the deploys folder `to` with the deploy command teams use, signed with the
 * development key; returns what the command printed.
 */
export function deployRemote(build: string, to: string, options: string[] = []): string {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/deploy.mjs'), '--build', build, '--to', to, ...options],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`The deploy failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** Switches a remote back with the rollback command (to the previous version, or `version`). */
export function rollbackRemote(remote: string, to: string, version?: string): string {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/rollback.mjs'),
      '--remote',
      remote,
      '--to',
      to,
      ...(version ? ['--version', version] : []),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`The rollback failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/**
 * Writes the file list of a remote's build served in place (every file but
 * the pointers beside it), as a deploy writes a version's; answers the
 * pointer's `files`.
 */
export async function listInPlace(dir: string): Promise<{ path: string; integrity: string }> {
  const files: Record<string, string> = {};
  for (const file of await walkFiles(dir)) {
    if (isListed(file) && file !== 'remotes.json')
      files[file] = integrityValue(readFileSync(path.join(dir, file)));
  }
  const text = fileListText(files);
  writeFileSync(path.join(dir, FILE_LIST), text);
  return { path: FILE_LIST, integrity: integrityValue(Buffer.from(text, 'utf8')) };
}

/**
 * A remotes.json beside a remote's build served in place (not a versioned
 * deploy: its files keep their URLs when they change), its pointer signed
 * with the development key as the deploy command would, naming the file
 * list written now (`listInPlace`, or `files` when it was written before).
 */
export async function pointInPlace(
  dir: string,
  files?: { path: string; integrity: string },
): Promise<void> {
  const description = JSON.parse(readFileSync(path.join(dir, 'remote.json'), 'utf8'));
  const key = signingKey(description.name, undefined, () => undefined);
  const serverBuild = serverBuildOf(dir);
  const pointer = freshPointer(
    {
      manifest: 'mf-manifest.json',
      ...(serverBuild ? { serverBuild } : {}),
      files: files ?? (await listInPlace(dir)),
      pages: description.pages,
      nav: description.nav,
    },
    undefined,
    Date.now(),
  );
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ [description.name]: signPointer(description.name, pointer, key) }),
  );
}

/**
 * A second shell server (the built shell, its pages rendered on the server)
 * following the pointers of the remotes.json at `remotesUrl` (a deploys
 * folder served on loopback), trusting the development keys, started by
 * `npm start`'s own script (with `env` over the test's environment).
 */
export async function startShell(
  port: number,
  remotesUrl: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const shell = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--only', 'shell'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SHELL_PORT: String(port),
      REMOTES: remotesUrl,
      REMOTES_PUBLIC_URL: '',
      REMOTE_KEYS: '',
      ...env,
    },
  });
  const output: string[] = [];
  shell.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  shell.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  Object.assign(shell, { output });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) return shell;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  shell.kill();
  throw new Error(`The shell did not start on ${port}: ${output.join('')}`);
}

/** What a shell started by startShell has printed. */
export function shellOutput(shell: ChildProcess): string {
  return ((shell as ChildProcess & { output?: string[] }).output ?? []).join('');
}

/**
 * Polls `read` until `accept` holds for its result, for at most `timeoutMs`.
 * A read that throws (a server closing an idle connection as it is reused)
 * is tried again; the last error is thrown if no read ever succeeds.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: { value: T } | null = null;
  let error: unknown = null;
  for (;;) {
    try {
      last = { value: await read() };
      if (accept(last.value)) return last.value;
    } catch (caught) {
      error = caught;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (last) return last.value;
  throw error;
}
