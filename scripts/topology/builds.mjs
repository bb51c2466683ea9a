// The builds the topology runs: the site's (made when missing),
// remote-content's next release (one heading reworded, built into the run's
// folder), and the shell's next release (a release folder of its own, as an
// upgrade installs it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REDEPLOYED_CONTENT_DIR } from '../e2e-build.mjs';

export const OLD_HEADING = 'The temple in the pond';
export const NEW_HEADING = 'The temple in the lotus pond, redeployed';
/** What marks a page rendered by the shell's next release. */
export const RELEASE_MARK = '<meta name="pawapuri-release" content="topology-next" />';

/** Builds the site (npm run build) unless every app is built; returns whether it built. */
export function ensureSiteBuilt(root, remoteDirs) {
  const built =
    existsSync(path.join(root, 'shell/dist/http/main.js')) &&
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

/**
 * remote-content with one heading reworded (e2e/fixtures/redeployed-content),
 * built into `out`; with TOPOLOGY_SKIP_BUILD=1, copied from the build stage's
 * copy (scripts/e2e-build.mjs) when it is there, not built a second time.
 */
export function buildNextContent(root, out) {
  const built = REDEPLOYED_CONTENT_DIR;
  if (process.env.TOPOLOGY_SKIP_BUILD === '1' && existsSync(path.join(built, 'mf-manifest.json'))) {
    cpSync(built, out, { recursive: true });
    return;
  }
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
 * `shell/dist` copied, its page template marked, its entry and one lazy
 * chunk changed (so new names the running build lacks: see
 * `changeChunks`), and the installed packages beside it. Returns
 * { dir: the folder that stands where /opt/pawapuri is, renamed: [[old, new]] }.
 */
export function shellRelease(root, releaseDir) {
  const dist = path.join(releaseDir, 'shell/dist');
  mkdirSync(path.dirname(dist), { recursive: true });
  cpSync(path.join(root, 'shell/dist'), dist, { recursive: true });
  const template = path.join(dist, 'index.html');
  const html = readFileSync(template, 'utf8');
  if (!html.includes('</head>')) throw new Error(`${template} has no </head>`);
  writeFileSync(template, html.replace('</head>', `${RELEASE_MARK}</head>`));
  const renamed = changeChunks(dist);
  symlinkSync(path.join(root, 'node_modules'), path.join(releaseDir, 'node_modules'));
  if (existsSync(path.join(root, 'shell/node_modules'))) {
    symlinkSync(path.join(root, 'shell/node_modules'), path.join(releaseDir, 'shell/node_modules'));
  }
  return { dir: releaseDir, renamed };
}

const HASHED = /^(.+)\.([0-9a-f]{8})\.js$/;
const MARK = '/* topology-next */';

/**
 * A new build changes the chunks of what changed: here the entry (`main`)
 * and one lazy chunk that only the entry's chunk map names get new content
 * and so new names, as a rebuild with a change gives them. The old files
 * are gone from the release, the page template and the service worker name
 * the new ones, and every file written gets its .br and .gz again.
 * Returns [[old name, new name]].
 */
function changeChunks(dist) {
  const files = readdirSync(dist);
  const entryName = files.find((file) => HASHED.test(file) && file.startsWith('main.'));
  if (!entryName) throw new Error(`${dist} has no main.<hash>.js`);
  let entry = readFileSync(path.join(dist, entryName), 'utf8');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
  // A lazy chunk: not in the page nor the federation manifest, its hash named once, by the entry's chunk map.
  const lazyName = files.find((file) => {
    const hash = HASHED.exec(file)?.[2];
    return (
      hash &&
      file !== entryName &&
      !html.includes(file) &&
      !manifest.includes(file) &&
      entry.split(`"${hash}"`).length === 2 &&
      files.filter((other) => other.includes(`.${hash}.`) && HASHED.test(other)).length === 1
    );
  });
  if (!lazyName) throw new Error(`${entryName} names no lazy chunk of its own`);
  const renamed = [];
  const lazyNew = rewrite(
    dist,
    lazyName,
    `${MARK}${readFileSync(path.join(dist, lazyName), 'utf8')}`,
  );
  renamed.push([lazyName, lazyNew]);
  const [, , oldHash] = HASHED.exec(lazyName);
  const [, , newHash] = HASHED.exec(lazyNew);
  entry = `${MARK}${entry.replace(`"${oldHash}"`, `"${newHash}"`)}`;
  renamed.push([entryName, rewrite(dist, entryName, entry)]);
  for (const named of ['index.html', 'sw.js']) {
    let text = readFileSync(path.join(dist, named), 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    write(dist, named, text);
  }
  return renamed;
}

/** Writes `text` as `name` with a new content hash, removes `name`; answers the new name. */
function rewrite(dist, name, text) {
  const [, base] = HASHED.exec(name);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  const renamed = `${base}.${hash}.js`;
  for (const suffix of ['', '.br', '.gz', '.map'])
    rmSync(path.join(dist, `${name}${suffix}`), { force: true });
  write(dist, renamed, text);
  return renamed;
}

function write(dist, name, text) {
  const bytes = Buffer.from(text);
  writeFileSync(path.join(dist, name), bytes);
  writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(bytes));
  writeFileSync(path.join(dist, `${name}.gz`), gzipSync(bytes, { level: 9 }));
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
