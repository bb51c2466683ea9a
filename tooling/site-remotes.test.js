const { describe, it, expect } = require('@jest/globals');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { essentialPaths, listRemotes, remotesFile, serverBuildOf } = require('./site-remotes');

const BUILD = 'exports.loadRoutes = () => ({ default: () => null });\n';

function builtFolder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-remotes-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('serverBuildOf', () => {
  it('names the file ssr.json names, with the SHA-384 digest of its bytes', () => {
    const dir = builtFolder({
      'server/ssr.json': JSON.stringify({ routes: 'routes.1a2b3c4d.js' }),
      'server/routes.1a2b3c4d.js': BUILD,
    });
    expect(serverBuildOf(dir)).toEqual({
      path: 'server/routes.1a2b3c4d.js',
      integrity: sri(BUILD),
    });
  });

  it('hashes the file again once it changed', () => {
    const dir = builtFolder({
      'server/ssr.json': JSON.stringify({ routes: 'routes.1a2b3c4d.js' }),
      'server/routes.1a2b3c4d.js': BUILD,
    });
    serverBuildOf(dir);
    const changed = `${BUILD}// changed\n`;
    fs.writeFileSync(path.join(dir, 'server/routes.1a2b3c4d.js'), changed);
    expect(serverBuildOf(dir)?.integrity).toBe(sri(changed));
  });

  it.each([
    ['no server build', {}],
    ['an ssr.json naming a path', { 'server/ssr.json': JSON.stringify({ routes: '../x.js' }) }],
    [
      'an ssr.json naming a missing file',
      { 'server/ssr.json': JSON.stringify({ routes: 'r.js' }) },
    ],
  ])('is null for a folder with %s', (_what, files) => {
    expect(serverBuildOf(builtFolder(files))).toBeNull();
  });
});

describe('remotesFile', () => {
  const description = { name: 'remote_guide', port: 3004, pages: [], nav: [] };
  const manifestOf = () => 'http://127.0.0.1:3004/mf-manifest.json';

  it('publishes the server build when there is one', () => {
    const serverBuild = { path: 'server/routes.1a2b3c4d.js', integrity: sri(BUILD) };
    expect(remotesFile([description], manifestOf, () => serverBuild)).toEqual({
      remote_guide: { manifest: manifestOf(), pages: [], nav: [], serverBuild },
    });
  });

  it('leaves the field out without one', () => {
    expect(remotesFile([description], manifestOf, () => null).remote_guide).not.toHaveProperty(
      'serverBuild',
    );
    expect(remotesFile([description], manifestOf).remote_guide).not.toHaveProperty('serverBuild');
  });
});

describe('essentialPaths', () => {
  it('lists the pages marked essential, remote by remote, and no others', () => {
    const page = (path, essential) => ({ path, title: { en: path, hi: path }, essential });
    const descriptions = [
      { name: 'a', pages: [page('/', true), page('/gallery', false), page('/cabs', true)] },
      { name: 'b', pages: [page('/tools/x'), page('/tools/y', true)] },
    ];
    expect(essentialPaths(descriptions)).toEqual(['/', '/cabs', '/tools/y']);
  });

  it('finds the site’s essentials, the home page and the temple timings among them', () => {
    const paths = essentialPaths(listRemotes().map((remote) => remote.description));
    expect(paths).toEqual(expect.arrayContaining(['/', '/jal-mandir/timings', '/cabs']));
  });
});
