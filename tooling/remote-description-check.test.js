const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { RemoteDescriptionCheck, remoteFileProblems } = require('./remote-description-check');
const { listRemotes } = require('./site-remotes');

const ROOT = path.join(__dirname, '..');
const GOOD = {
  name: 'remote_guide',
  port: 3009,
  pages: [{ path: '/guide/walks', title: { en: 'Walks', hi: 'सैर' } }],
  nav: [{ id: 'guide', path: '/guide/walks', icon: 'compass' }],
};

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-json-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `description` as a remote.json in a fresh folder and answers the file's path. */
function remoteFile(description) {
  const file = path.join(dir, 'remote.json');
  fs.writeFileSync(
    file,
    typeof description === 'string' ? description : JSON.stringify(description),
  );
  return file;
}

/** Compiles an empty entry with the check on `file`: the errors webpack reports. */
function build(file) {
  fs.writeFileSync(path.join(dir, 'index.js'), '');
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: path.join(dir, 'index.js'),
    output: { path: path.join(dir, 'dist') },
    plugins: [new RemoteDescriptionCheck([file])],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message));
    }),
  );
}

describe('the remote.json check', () => {
  it('passes every remote of the site and the end-to-end fixture remote', () => {
    const files = [
      ...listRemotes().map(({ folder }) => path.join(ROOT, folder, 'remote.json')),
      path.join(ROOT, 'e2e/fixtures/remote-guide/remote.json'),
    ];
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(files.flatMap(remoteFileProblems)).toEqual([]);
  });

  it('fails the build with a line naming the wrong field', async () => {
    const file = remoteFile({ ...GOOD, pages: [{ path: '/guide/walks', title: { en: 'Walks' } }] });
    const errors = await build(file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/remote\.json: pages\/0\/title\/hi: Expected required property/);
  });

  it('lets a good remote.json build', async () => {
    expect(await build(remoteFile(GOOD))).toEqual([]);
  });

  it.each([
    ['a port out of range', { ...GOOD, port: 70000 }, /: port: Expected integer to be less/],
    [
      'a name that is no identifier',
      { ...GOOD, name: 'remote-guide' },
      /: name: must be a federation name/,
    ],
    [
      'an icon the shell does not draw',
      { ...GOOD, nav: [{ ...GOOD.nav[0], icon: 'rocket' }] },
      /: nav\/0\/icon: "rocket" is not one of .*compass/,
    ],
    [
      'a child entry with an icon the shell does not draw',
      {
        ...GOOD,
        nav: [{ ...GOOD.nav[0], children: [{ id: 'x', path: '/guide/walks', icon: 'rocket' }] }],
      },
      /: nav\/0\/children\/0\/icon: "rocket" is not one of/,
    ],
    [
      'an image outside the remote',
      { ...GOOD, pages: [{ ...GOOD.pages[0], image: '../secret.png' }] },
      /: pages\/0\/image: must be a file in the remote/,
    ],
    [
      'a nav entry with neither a title nor a page',
      { ...GOOD, nav: [{ ...GOOD.nav[0], path: '/guide/maps' }] },
      /: nav\/0\/title: needed, as \/guide\/maps is not one of the pages/,
    ],
    ['a file that is not JSON', '{ "name": ', /: cannot be read as JSON/],
  ])('names the field of %s', (_what, description, message) => {
    const problems = remoteFileProblems(remoteFile(description));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).toMatch(/^.*remote\.json: /);
  });
});
