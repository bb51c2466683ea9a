const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/**
 * The deploy and rollback commands as docs/deploying.md writes them, run
 * with npm and node exactly so: from the repository's root
 * (`npm run deploy -w remote-content -- --to <folder>`), from inside the
 * remote's folder (`npm run deploy -- --to <folder>`), and as
 * `node scripts/deploy.mjs --app <dir>`; the shell's own deploy too. They run
 * in a copy of the repository's layout (its root and workspace package.json
 * files, the commands, the deploy tooling) holding a small fake build, so no
 * real build is needed and the development keys made are the copy's own.
 */

const ROOT = path.resolve(__dirname, '../..');
let repo;
let site;

/** A built remote as its build leaves it, labelled so two builds differ. */
function writeBuild(workspace, name, label, react = '19.3.1') {
  const dist = path.join(repo, workspace, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const description = {
    name,
    port: 3001,
    pages: [{ path: `/${name}`, title: { en: label, hi: label } }],
    nav: [{ id: name, path: `/${name}`, title: { en: label, hi: label }, order: 1 }],
  };
  writeFileSync(path.join(dist, 'remote.json'), JSON.stringify(description));
  const shared = [{ name: 'react', singleton: true, requiredVersion: react, version: react }];
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, shared }));
  writeFileSync(path.join(dist, 'page.0123abcd.js'), `console.log(${JSON.stringify(label)})`);
  writeFileSync(path.join(dist, 'server', 'ssr.json'), JSON.stringify({ routes: 'routes.js' }));
  writeFileSync(
    path.join(dist, 'server', 'routes.js'),
    `module.exports = ${JSON.stringify(label)}`,
  );
  // The remote's own description beside its package, which rollback reads.
  writeFileSync(path.join(repo, workspace, 'remote.json'), JSON.stringify(description));
}

/**
 * A shell build: one hashed file, the server's rule for which files are
 * kept, and what it provides to remotes.
 */
function writeShellBuild(label, react = '19.3.1') {
  const dist = path.join(repo, 'shell/dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'http'), { recursive: true });
  writeFileSync(
    path.join(dist, 'shell-provides.json'),
    JSON.stringify({ singletons: { react }, remoteContracts: { oldest: 1, newest: 1 } }),
  );
  writeFileSync(path.join(dist, `main.${label}.js`), `console.log(${JSON.stringify(label)})`);
  writeFileSync(
    path.join(dist, 'http/shell-assets.js'),
    `exports.keptAssets = async () => [${JSON.stringify(`main.${label}.js`)}];`,
  );
}

/** Runs `command` in `cwd` (relative to the copy's root) as a person would: no INIT_CWD of ours. */
function run(cwd, command, args) {
  const env = { ...process.env };
  delete env.INIT_CWD;
  const result = spawnSync(command, args, { cwd: path.join(repo, cwd), env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} in ${cwd || '.'} failed:\n${result.stderr}`);
  }
  return result.stdout;
}

const pointerOf = (remote) =>
  JSON.parse(readFileSync(path.join(repo, site, 'remotes.json'), 'utf8'))[remote]?.version;

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'pawapuri-deploy-commands-'));
  site = 'site';
  writeFileSync(path.join(repo, 'package.json'), readFileSync(path.join(ROOT, 'package.json')));
  for (const workspace of ['remote-content', 'shell']) {
    mkdirSync(path.join(repo, workspace));
    cpSync(path.join(ROOT, workspace, 'package.json'), path.join(repo, workspace, 'package.json'));
  }
  for (const file of [
    'deploy.mjs',
    'deploy-key.mjs',
    'rollback.mjs',
    'deploy-shell.mjs',
    'deploy-cli.mjs',
  ]) {
    cpSync(path.join(ROOT, 'scripts', file), path.join(repo, 'scripts', file));
  }
  cpSync(path.join(ROOT, 'tooling/deploy'), path.join(repo, 'tooling/deploy'), {
    recursive: true,
    filter: (file) => !file.endsWith('.test.js'),
  });
  // Every module at the top of tooling (what the deploy tooling requires, and
  // what those require), so a new helper there cannot be missed here.
  for (const file of readdirSync(path.join(ROOT, 'tooling'))) {
    if (file.endsWith('.js') && !file.endsWith('.test.js'))
      cpSync(path.join(ROOT, 'tooling', file), path.join(repo, 'tooling', file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'));
  // The site's shell build, which a remote's deploy checks against by default.
  writeShellBuild('0a0b0c0d');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe.each([
  {
    form: 'from the repository root',
    deploy: ['', 'npm', ['run', 'deploy', '-w', 'remote-content', '--', '--to', 'site']],
    rollback: ['', 'npm', ['run', 'rollback', '-w', 'remote-content', '--', '--to', 'site']],
  },
  {
    form: "from inside the remote's folder",
    deploy: ['remote-content', 'npm', ['run', 'deploy', '--', '--to', '../site']],
    rollback: ['remote-content', 'npm', ['run', 'rollback', '--', '--to', '../site']],
  },
  {
    form: 'as node scripts/… --app <dir>',
    deploy: ['', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', 'site']],
    rollback: ['', 'node', ['scripts/rollback.mjs', '--app', 'remote-content', '--to', 'site']],
  },
])('a remote deployed and rolled back $form', ({ form, deploy, rollback }) => {
  it('moves the pointer to each new build, then back to the one before', () => {
    site = `site-${form.replace(/\W+/g, '-')}`;
    const retarget = ([cwd, command, args]) => [
      cwd,
      command,
      args.map((arg) => arg.replace(/^(\.\.\/)?site$/, `$1${site}`)),
    ];
    writeBuild('remote-content', 'remote_content', `one ${form}`);
    run(...retarget(deploy));
    const first = pointerOf('remote_content');
    expect(first).toMatch(/^[0-9a-f]{12}$/);

    writeBuild('remote-content', 'remote_content', `two ${form}`);
    run(...retarget(deploy));
    const second = pointerOf('remote_content');
    expect(second).toMatch(/^[0-9a-f]{12}$/);
    expect(second).not.toBe(first);

    run(...retarget(rollback));
    expect(pointerOf('remote_content')).toBe(first);
  });
});

it('a refresh signs the live version again, from the root and from the remote', () => {
  site = 'site-refresh';
  writeBuild('remote-content', 'remote_content', 'refresh');
  run('', 'npm', ['run', 'deploy', '-w', 'remote-content', '--', '--to', site]);
  const read = () =>
    JSON.parse(readFileSync(path.join(repo, site, 'remotes.json'), 'utf8')).remote_content;
  const first = read();
  run('', 'npm', ['run', 'deploy', '-w', 'remote-content', '--', '--to', site, '--refresh']);
  const second = read();
  expect(second.version).toBe(first.version);
  expect(second.sequence).toBeGreaterThan(first.sequence);
  run('remote-content', 'npm', ['run', 'deploy', '--', '--to', `../${site}`, '--refresh']);
  const third = read();
  expect(third.sequence).toBeGreaterThan(second.sequence);
  // A remote that is no workspace is named by its build.
  run('', 'node', [
    'scripts/deploy.mjs',
    '--build',
    'remote-content/dist',
    '--to',
    site,
    '--refresh',
  ]);
  expect(read().sequence).toBeGreaterThan(third.sequence);
});

it('a remote that is no workspace rolls back by its name (--remote), from the root', () => {
  site = 'site-by-name';
  writeBuild('remote-content', 'remote_content', 'by name one');
  run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', site]);
  const first = pointerOf('remote_content');
  writeBuild('remote-content', 'remote_content', 'by name two');
  run('', 'node', ['scripts/deploy.mjs', '--build', 'remote-content/dist', '--to', site]);
  expect(pointerOf('remote_content')).not.toBe(first);
  run('', 'node', ['scripts/rollback.mjs', '--remote', 'remote_content', '--to', site]);
  expect(pointerOf('remote_content')).toBe(first);
});

it("the shell's assets deploy from the root (npm run deploy -w shell -- --to <folder>)", () => {
  writeShellBuild('1a2b3c4d');
  const said = run('', 'npm', ['run', 'deploy', '-w', 'shell', '--', '--to', 'srv']);
  expect(said).toContain(`SHELL_ASSETS_DIR=${path.join(repo, 'srv/shell')}`);
  const history = JSON.parse(readFileSync(path.join(repo, 'srv/shell/history.json'), 'utf8'));
  const version = history.at(-1).version;
  expect(readFileSync(path.join(repo, 'srv/shell', version, 'main.1a2b3c4d.js'), 'utf8')).toContain(
    '1a2b3c4d',
  );
});

describe('a remote the shell cannot run', () => {
  const refusedDeploy = (args) => {
    const env = { ...process.env };
    delete env.INIT_CWD;
    const result = spawnSync('node', ['scripts/deploy.mjs', ...args], {
      cwd: repo,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    return result.stderr;
  };

  it("is refused against the site's shell build, naming the package, its range and the shell's version", () => {
    site = 'site-check';
    writeBuild('remote-content', 'remote_content', 'compatible');
    run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', 'site-check']);
    const live = pointerOf('remote_content');
    writeBuild('remote-content', 'remote_content', 'too new', '^99.0.0');
    const said = refusedDeploy(['--app', 'remote-content', '--to', 'site-check']);
    expect(said).toContain('the pointer is as it was');
    expect(said).toMatch(/react: the remote requires \^99\.0\.0, the shell provides 19\.3\.1/);
    expect(pointerOf('remote_content')).toBe(live);
  });

  it('is refused against the shell deployed into the folder, and against one named with --shell', () => {
    site = 'site-shell';
    writeShellBuild('5e6f7a8b', '18.3.1');
    run('', 'npm', ['run', 'deploy', '-w', 'shell', '--', '--to', 'site-shell']);
    writeShellBuild('0a0b0c0d');
    writeBuild('remote-content', 'remote_content', 'on react 19');
    // The site's own build provides React 19, but the deployed shell 18.
    const said = refusedDeploy(['--app', 'remote-content', '--to', 'site-shell']);
    expect(said).toMatch(/site-shell\/shell\/[0-9a-f]{12}\/shell-provides\.json cannot run it/);
    expect(said).toContain('react: the remote requires 19.3.1, the shell provides 18.3.1');
    expect(existsSync(path.join(repo, 'site-shell/remotes.json'))).toBe(false);
    run('', 'node', [
      'scripts/deploy.mjs',
      ...['--app', 'remote-content', '--to', 'site-shell', '--shell', 'shell/dist'],
    ]);
    expect(pointerOf('remote_content')).toMatch(/^[0-9a-f]{12}$/);
  });
});

it('a shell that cannot run the live remotes of its folder is not published', () => {
  site = 'site-upgrade';
  writeShellBuild('0a0b0c0d');
  writeBuild('remote-content', 'remote_content', 'live on react 19');
  run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', site]);
  writeShellBuild('9c8d7e6f', '20.0.0');
  expect(() => run('', 'npm', ['run', 'deploy', '-w', 'shell', '--', '--to', site])).toThrow(
    /cannot run the live remotes .*remote_content [0-9a-f]{12}: .*react: the remote requires 19\.3\.1, the shell provides 20\.0\.0/,
  );
  expect(existsSync(path.join(repo, site, 'shell'))).toBe(false);
  writeShellBuild('0a0b0c0d');
  run('', 'npm', ['run', 'deploy', '-w', 'shell', '--', '--to', site]);
  expect(existsSync(path.join(repo, site, 'shell/history.json'))).toBe(true);
});

describe('development keys made by a deploy without --key', () => {
  const files = (dir) =>
    existsSync(path.join(repo, dir)) ? readdirSync(path.join(repo, dir)) : [];

  it('keep the private half out of the folder the shell reads and of the deployed folder', () => {
    writeBuild('remote-content', 'remote_content', 'keys');
    run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', 'site-keys']);
    expect(files('.deploy-keys')).toEqual(['remote_content.pub']);
    expect(files('.deploy-signing-keys')).toEqual(['remote_content.key']);
    const deployed = readdirSync(path.join(repo, 'site-keys'), { recursive: true });
    expect(deployed.filter((file) => String(file).endsWith('.key'))).toEqual([]);
  });

  it('are never signed with from a folder the deploy would serve', () => {
    writeBuild('remote-content', 'remote_content', 'served');
    expect(() =>
      run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', '.']),
    ).toThrow(/which a shell reads or serves: a private key is never written there/);
  });

  it("move an older checkout's private key out of the folder the shell reads", () => {
    const older = path.join(repo, '.deploy-keys/remote_content.key');
    renameSync(path.join(repo, '.deploy-signing-keys/remote_content.key'), older);
    run('', 'node', ['scripts/deploy.mjs', '--app', 'remote-content', '--to', 'site-keys']);
    expect(files('.deploy-keys')).toEqual(['remote_content.pub']);
    expect(files('.deploy-signing-keys')).toEqual(['remote_content.key']);
  });
});

it('a key pair is never written into the folder the shell reads keys from', () => {
  expect(() =>
    run('', 'node', ['scripts/deploy-key.mjs', '--remote', 'remote_x', '--out', '.deploy-keys']),
  ).toThrow(/a private key is never written there/);
  run('', 'node', ['scripts/deploy-key.mjs', '--remote', 'remote_x']);
  expect(existsSync(path.join(repo, '.deploy-keys/remote_x.pub'))).toBe(true);
  expect(existsSync(path.join(repo, '.deploy-signing-keys/remote_x.key'))).toBe(true);
});
