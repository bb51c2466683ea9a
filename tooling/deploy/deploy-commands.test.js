const { afterAll, beforeAll, describe, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
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
function writeBuild(workspace, name, label) {
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
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  writeFileSync(path.join(dist, 'page.0123abcd.js'), `console.log(${JSON.stringify(label)})`);
  writeFileSync(path.join(dist, 'server', 'ssr.json'), JSON.stringify({ routes: 'routes.js' }));
  writeFileSync(
    path.join(dist, 'server', 'routes.js'),
    `module.exports = ${JSON.stringify(label)}`,
  );
  // The remote's own description beside its package, which rollback reads.
  writeFileSync(path.join(repo, workspace, 'remote.json'), JSON.stringify(description));
}

/** A shell build: one hashed file, and the server's rule for which files are kept. */
function writeShellBuild(label) {
  const dist = path.join(repo, 'shell/dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'service'), { recursive: true });
  writeFileSync(path.join(dist, `main.${label}.js`), `console.log(${JSON.stringify(label)})`);
  writeFileSync(
    path.join(dist, 'service/shell-assets.js'),
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
  for (const file of ['deploy.mjs', 'rollback.mjs', 'deploy-shell.mjs', 'deploy-cli.mjs']) {
    cpSync(path.join(ROOT, 'scripts', file), path.join(repo, 'scripts', file));
  }
  cpSync(path.join(ROOT, 'tooling/deploy'), path.join(repo, 'tooling/deploy'), {
    recursive: true,
    filter: (file) => !file.endsWith('.test.js'),
  });
  cpSync(path.join(ROOT, 'tooling/site-remotes.js'), path.join(repo, 'tooling/site-remotes.js'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(repo, 'node_modules'));
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
