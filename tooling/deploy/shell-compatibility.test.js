const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { lowestVersion, satisfies } = require('@pawapuri/shared/deploy');
const { assertShellsCanRun, readShellProvides } = require('./shell-compatibility');

let work;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pawapuri-compatibility-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const SHELL = {
  singletons: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '7.18.5',
    'react-router-dom': '7.18.5',
  },
  remoteContracts: { oldest: 1, newest: 1 },
};

/** A shell's build folder holding its shell-provides.json. */
function shellBuild(provides = SHELL) {
  const dir = path.join(work, 'shell-dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'shell-provides.json'), JSON.stringify(provides));
  return dir;
}

/** A built remote: its manifest's shared section as the federation plugin writes it, and its remote.json. */
function remoteBuild({ shared = {}, contract = 1 } = {}) {
  const dir = path.join(work, 'remote-dist');
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'remote_content',
    shared: Object.entries(shared).map(([name, requiredVersion]) => ({
      id: `remote_content:${name}`,
      name,
      version: requiredVersion.replace(/^\D+/, ''),
      singleton: !name.includes('/'),
      requiredVersion,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const description = { name: 'remote_content', port: 3001, pages: [], nav: [] };
  writeFileSync(
    path.join(dir, 'remote.json'),
    JSON.stringify(contract === undefined ? description : { ...description, contract }),
  );
  return dir;
}

const AS_BUILT = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };

describe('the compatibility rule', () => {
  it("reads a range's lowest version as its major and minor", () => {
    expect(lowestVersion('^19.3.1')).toEqual([19, 3]);
    expect(lowestVersion('~7.18')).toEqual([7, 18]);
    expect(lowestVersion('>=19.0.0')).toEqual([19, 0]);
    expect(lowestVersion('19.x')).toEqual([19, 0]);
    expect(lowestVersion('*')).toBeNull();
  });

  it('asks the same major and at least the minor, never the patch', () => {
    expect(satisfies('19.3.0', '19.3.1')).toBe(true);
    expect(satisfies('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfies('19.2.9', '^19.3.0')).toBe(false);
    expect(satisfies('18.3.1', '^19.0.0')).toBe(false);
    expect(satisfies('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfies('19.3.1', '*')).toBe(true);
  });
});

describe('a remote checked against a shell', () => {
  it('is accepted when the shell provides every singleton it asks for', async () => {
    await expect(
      assertShellsCanRun(remoteBuild({ shared: AS_BUILT }), [shellBuild()]),
    ).resolves.toBeUndefined();
  });

  it('is accepted with a singleton the shell does not provide (it brings its own copy)', async () => {
    const shared = { ...AS_BUILT, 'date-fns': '^4.0.0' };
    await expect(
      assertShellsCanRun(remoteBuild({ shared }), [shellBuild()]),
    ).resolves.toBeUndefined();
  });

  it('is refused when it requires react ^99.0.0, naming react, the range and the version', async () => {
    const dir = remoteBuild({ shared: { ...AS_BUILT, react: '^99.0.0' } });
    const refusal = assertShellsCanRun(dir, [shellBuild()]);
    await expect(refusal).rejects.toThrow(
      'react: the remote requires ^99.0.0, the shell provides 19.3.1',
    );
    await expect(refusal).rejects.toThrow(/^remote_content is refused/);
    await expect(refusal).rejects.toHaveProperty('name', 'IncompatibleRemoteError');
  });

  it('names every package that does not match, subpath shares as their package', async () => {
    const shared = { react: '^99.0.0', 'react/': '^99.0.0', 'react-router-dom': '^8.0.0' };
    const subpath = remoteBuild({ shared: { ...AS_BUILT, 'react/jsx-runtime': '^20.0.0' } });
    await expect(assertShellsCanRun(subpath, [shellBuild()])).rejects.toThrow(
      'react: the remote requires ^20.0.0, the shell provides 19.3.1',
    );
    const refusal = assertShellsCanRun(remoteBuild({ shared }), [shellBuild()]);
    await expect(refusal).rejects.toThrow(
      /react: the remote requires \^99\.0\.0.*; react-router-dom: the remote requires \^8\.0\.0, the shell provides 7\.18\.5/,
    );
  });

  it('is refused when its remote.json contract is newer than the shell runs', async () => {
    const dir = remoteBuild({ shared: AS_BUILT, contract: 2 });
    await expect(assertShellsCanRun(dir, [shellBuild()])).rejects.toThrow(
      'remote.json contract 2: the shell runs contracts 1 to 1 (the remote was built with a newer @pawapuri/shared)',
    );
  });

  it('takes a remote.json without a contract for the first contract', async () => {
    const dir = remoteBuild({ shared: AS_BUILT, contract: undefined });
    await expect(assertShellsCanRun(dir, [shellBuild()])).resolves.toBeUndefined();
    const newer = { ...SHELL, remoteContracts: { oldest: 2, newest: 3 } };
    await expect(assertShellsCanRun(dir, [shellBuild(newer)])).rejects.toThrow(
      'remote.json contract 1: the shell runs contracts 2 to 3',
    );
  });

  it('is checked against every shell named, and refused if one of them cannot run it', async () => {
    const older = path.join(work, 'older.json');
    writeFileSync(older, JSON.stringify({ ...SHELL, singletons: { react: '18.3.1' } }));
    const refusal = assertShellsCanRun(remoteBuild({ shared: AS_BUILT }), [shellBuild(), older]);
    await expect(refusal).rejects.toThrow(
      `the shell of ${older} cannot run it: react: the remote requires 19.3.1, the shell provides 18.3.1`,
    );
  });

  it('is refused when there is no shell to check against, or it publishes nothing readable', async () => {
    const dir = remoteBuild({ shared: AS_BUILT });
    await expect(assertShellsCanRun(dir, [])).rejects.toThrow(
      'no shell to check the remote against',
    );
    await expect(assertShellsCanRun(dir, [path.join(work, 'nowhere')])).rejects.toThrow(
      /shell-provides\.json cannot be read/,
    );
    const broken = path.join(work, 'broken.json');
    writeFileSync(broken, JSON.stringify({ singletons: { react: 19 } }));
    await expect(assertShellsCanRun(dir, [broken])).rejects.toThrow("is not a shell's");
  });
});

describe("a shell's provides", () => {
  it('are read from its deployed assets: the newest version in <folder>/shell', async () => {
    const deployed = path.join(work, 'site', 'shell');
    for (const [version, react] of [
      ['aaaaaaaaaaaa', '18.3.1'],
      ['bbbbbbbbbbbb', '19.3.1'],
    ]) {
      mkdirSync(path.join(deployed, version), { recursive: true });
      const provides = { ...SHELL, singletons: { react } };
      writeFileSync(path.join(deployed, version, 'shell-provides.json'), JSON.stringify(provides));
    }
    const history = [
      { version: 'aaaaaaaaaaaa', at: '2026-01-01T00:00:00.000Z' },
      { version: 'bbbbbbbbbbbb', at: '2026-02-01T00:00:00.000Z' },
    ];
    writeFileSync(path.join(deployed, 'history.json'), JSON.stringify(history));
    const { file, provides } = await readShellProvides(deployed);
    expect(file).toBe(path.join(deployed, 'bbbbbbbbbbbb', 'shell-provides.json'));
    expect(provides.singletons.react).toBe('19.3.1');
  });

  it('are read from a served shell, by its address or the file’s', async () => {
    const requests = [];
    const server = createServer((req, res) => {
      requests.push(req.url);
      const found = req.url === '/shell-provides.json';
      res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(found ? JSON.stringify(SHELL) : '{}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${server.address().port}`;
      expect((await readShellProvides(base)).provides).toEqual(SHELL);
      expect((await readShellProvides(`${base}/shell-provides.json`)).file).toBe(
        `${base}/shell-provides.json`,
      );
      await expect(readShellProvides(`${base}/elsewhere/`)).rejects.toThrow(
        /elsewhere\/shell-provides\.json cannot be read \(it answered HTTP 404\)/,
      );
      expect(requests).toEqual([
        '/shell-provides.json',
        '/shell-provides.json',
        '/elsewhere/shell-provides.json',
      ]);
    } finally {
      server.close();
    }
  });
});
