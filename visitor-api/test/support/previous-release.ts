import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The previous release of the visitor API, rebuilt from git history: its
 * `visitor-api` and `shared` folders at the commit visitor-api/previous-release.json
 * names, compiled with this checkout's TypeScript against this checkout's
 * installed packages, then run as a process of its own (`node dist/server.js`),
 * as it runs in production. README "Upgrades" says how the commit is chosen
 * and bumped.
 */

const API_DIR = path.resolve(__dirname, '../..');
const RELEASE_FILE = path.join(API_DIR, 'previous-release.json');
/** The folders of the repository a release of the API is built from. */
const RELEASE_PATHS = ['visitor-api', 'shared', 'tsconfig.base.json'];

export interface PreviousRelease {
  commit: string;
  /** Its migrations, in order (the numbered files of its migrations folder at that commit). */
  migrations: string[];
  /** The compiled release: `visitor-api/dist/server.js` under it. */
  dir: string;
}

function git(args: string[], options: { cwd?: string } = {}): string {
  return execFileSync('git', args, {
    cwd: options.cwd ?? API_DIR,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** The commit that counts as the previous release (PREVIOUS_RELEASE overrides it, to try a candidate). */
export function previousReleaseCommit(): string {
  const recorded = (JSON.parse(fs.readFileSync(RELEASE_FILE, 'utf8')) as { commit?: unknown })
    .commit;
  const commit = process.env.PREVIOUS_RELEASE || recorded;
  if (typeof commit !== 'string' || !/^[0-9a-f]{7,40}$/.test(commit)) {
    throw new Error(`${RELEASE_FILE} names no commit ("commit": a git commit id)`);
  }
  return commit;
}

/**
 * The full id of `commit`, or an error saying why the history lacks it: this
 * test never passes without running the previous release.
 */
function resolveCommit(commit: string): string {
  let shallow = 'false';
  try {
    shallow = git(['rev-parse', '--is-shallow-repository']);
  } catch (error) {
    throw new Error(
      `The previous release cannot be rebuilt: this checkout is not a git repository with history (${(error as Error).message.split('\n')[0]}). Run the tests in a git clone.`,
    );
  }
  try {
    return git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `The previous release's commit ${commit} (visitor-api/previous-release.json) is not in this clone's history` +
        (shallow === 'true' ? ' (a shallow clone: git fetch --unshallow)' : '') +
        '. Fetch the full history, or bump the file to a commit of this branch (README "Upgrades").',
    );
  }
}

/**
 * The `tsc -p <config>` or `tsc -b <config>` steps of a package's build at
 * that release (`[flag, config]`): its `build` script, and `build:app` (the
 * part after the shared package's build) where a release has one.
 */
function tscProjects(packageDir: string): [string, string][] {
  const scripts =
    (
      JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
        scripts?: { build?: string; 'build:app'?: string };
      }
    ).scripts ?? {};
  const build = `${scripts.build ?? ''} ${scripts['build:app'] ?? ''}`;
  const projects = [...build.matchAll(/\btsc (-[pb]) (\S+)/g)].map((match): [string, string] => [
    match[1]!,
    match[2]!,
  ]);
  if (!projects.length) throw new Error(`${packageDir}/package.json has no tsc build`);
  return projects;
}

/**
 * Links the release to this checkout's installed packages, except its own
 * `@pawapuri/shared`, which is the release's copy.
 */
function linkPackages(root: string, repoRoot: string): void {
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modules, '@pawapuri'), { recursive: true });
  for (const name of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name === '@pawapuri') continue;
    fs.symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
  }
  // Relative, so the link survives the folder's rename when it is whole.
  fs.symlinkSync('../../shared', path.join(modules, '@pawapuri', 'shared'));
  for (const workspace of ['visitor-api', 'shared']) {
    const own = path.join(repoRoot, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(root, workspace, 'node_modules'));
  }
}

/** Where a release keeps its numbered migrations: the feature layout's folder, or before it src/db/migrations. */
const MIGRATION_FOLDERS = ['visitor-api/src/migrations/numbered', 'visitor-api/src/db/migrations'];

/** The names in the first of MIGRATION_FOLDERS that the commit has. */
function migrationFilesAt(commit: string, repoRoot: string): string {
  for (const folder of MIGRATION_FOLDERS) {
    try {
      return git(['ls-tree', '--name-only', `${commit}:${folder}`], { cwd: repoRoot });
    } catch {
      // Not in this release's layout: try the older one.
    }
  }
  throw new Error(`${commit} holds no migrations folder (${MIGRATION_FOLDERS.join(', ')})`);
}

/**
 * Extracts and compiles the release once per commit and checkout into the
 * system's temporary folder (reused by later runs: a commit's build never
 * changes), written under a temporary name and renamed when whole.
 */
export function buildPreviousRelease(commit = previousReleaseCommit()): PreviousRelease {
  const full = resolveCommit(commit);
  const repoRoot = git(['rev-parse', '--show-toplevel']);
  const migrations = migrationFilesAt(full, repoRoot)
    .split('\n')
    .filter((name) => /^\d{3}-.*\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''));
  // Its packages are this checkout's (linked), so the build is this checkout's too.
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
  const dir = path.join(os.tmpdir(), `pawapuri-visitor-api-${full.slice(0, 12)}-${checkout}`);
  if (fs.existsSync(path.join(dir, 'visitor-api/dist/server.js'))) {
    return { commit: full, migrations, dir };
  }
  const building = `${dir}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', full, ...RELEASE_PATHS], {
      cwd: repoRoot,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', building], { input: archive });
    linkPackages(building, repoRoot);
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    for (const workspace of ['shared', 'visitor-api']) {
      for (const [flag, project] of tscProjects(path.join(building, workspace))) {
        execFileSync(process.execPath, [tsc, flag, project], {
          cwd: path.join(building, workspace),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      }
    }
    try {
      fs.renameSync(building, dir);
    } catch (error) {
      // Another run built the same commit first: its build is the same.
      if (!fs.existsSync(path.join(dir, 'visitor-api/dist/server.js'))) throw error;
      fs.rmSync(building, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(
      `The previous release ${full} did not build: ${(error as Error).message}\n${output}`,
    );
  }
  return { commit: full, migrations, dir };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningRelease {
  url: string;
  /** What it printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the release on the store `env` names and waits until /health answers. */
export async function startRelease(
  release: PreviousRelease,
  env: Record<string, string>,
): Promise<RunningRelease> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(release.dir, 'visitor-api/dist/server.js')],
    {
      cwd: path.join(release.dir, 'visitor-api'),
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        GEOIP_DATABASE: 'off',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The previous release exited (${child.exitCode}) at start:\n${printed}`);
    }
    const health = await fetch(`${url}/health`).catch(() => null);
    if (health?.ok) return { url, output: () => printed, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The previous release did not answer /health within 60 s:\n${printed}`);
}
