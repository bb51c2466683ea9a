// The builds the topology runs: the site's (made when missing),
// remote-content's next release (one heading reworded, built into the run's
// folder), and the shell's next release (a release folder of its own, as an
// upgrade installs it).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const OLD_HEADING = 'The temple in the pond';
export const NEW_HEADING = 'The temple in the lotus pond, redeployed';
/** What marks a page rendered by the shell's next release. */
export const RELEASE_MARK = '<meta name="pawapuri-release" content="topology-next" />';

/** Builds the site (npm run build) unless every app is built; returns whether it built. */
export function ensureSiteBuilt(root, remoteDirs) {
  const built =
    existsSync(path.join(root, 'shell/dist/service/main.js')) &&
    existsSync(path.join(root, 'visitor-api/dist/server.js')) &&
    remoteDirs.every((dir) => existsSync(path.join(root, dir, 'remote.json')));
  if (built) return false;
  if (process.env.TOPOLOGY_SKIP_BUILD === '1') {
    throw new Error('TOPOLOGY_SKIP_BUILD=1, but the site is not built');
  }
  console.info('Building the site (npm run build)...');
  runBuild('npm', ['run', 'build'], root, {});
  return true;
}

/** remote-content with one heading reworded (e2e/fixtures/redeployed-content), built into `out`. */
export function buildNextContent(root, out) {
  runBuild(
    path.join(root, 'node_modules/.bin/webpack'),
    ['--mode', 'production', '-c', 'e2e/fixtures/redeployed-content/webpack.config.js'],
    root,
    { REDEPLOY_DIR: out },
    true,
  );
}

/**
 * The shell's next release in `releaseDir` as an upgrade installs one:
 * `shell/dist` copied, its page template marked, and the installed
 * packages beside it. Returns the folder that stands where /opt/pawapuri is.
 */
export function shellRelease(root, releaseDir) {
  const dist = path.join(releaseDir, 'shell/dist');
  mkdirSync(path.dirname(dist), { recursive: true });
  cpSync(path.join(root, 'shell/dist'), dist, { recursive: true });
  const template = path.join(dist, 'index.html');
  const html = readFileSync(template, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${template} has no </head>`);
  writeFileSync(template, html.replace('</head>', `${RELEASE_MARK}</head>`));
  symlinkSync(path.join(root, 'node_modules'), path.join(releaseDir, 'node_modules'));
  if (existsSync(path.join(root, 'shell/node_modules'))) {
    symlinkSync(path.join(root, 'shell/node_modules'), path.join(releaseDir, 'shell/node_modules'));
  }
  return releaseDir;
}

/** Runs a build; a `quiet` one shows its output only when it fails. */
function runBuild(command, args, cwd, env, quiet = false) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}
