/** @jest-environment node */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildService } from './app';
import type { PageRenderer } from './render-library';
import { readSettings } from './settings';
import { isKeptAsset, keptAssets, sharedAssets, unpublishedAssets } from './shell-assets';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deployShellAssets } = require('../../../tooling/deploy/deploy-shell-assets.js') as {
  deployShellAssets(options: {
    distDir: string;
    folder: string;
    files: string[];
    keep?: number;
    maxAgeSeconds?: number;
    now?: number;
  }): Promise<{ version: string; published: boolean; removed: string[]; dir: string }>;
};

const HOST = { host: 'localhost:3999' };
let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'shell-assets-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/**
 * A shell build as webpack leaves it: a page template naming its entry, a
 * lazy chunk only a later navigation asks for, fixed-name files, and the
 * server's own folders. `label` makes each build's hashes its own.
 */
function fakeBuild(label: string, hashes: { main: string; lazy: string }): string {
  const dir = path.join(work, `dist-${label}`);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head></head><body><div id="root"></div><script defer src="/main.${hashes.main}.js"></script></body></html>`,
  );
  writeFileSync(path.join(dir, `main.${hashes.main}.js`), `main(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, `main.${hashes.main}.js.br`), `br(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, `main.${hashes.main}.js.map`), '{}');
  writeFileSync(path.join(dir, `lazy.${hashes.lazy}.js`), `lazy(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, `assets/logo.${hashes.lazy}.svg`), `<svg id="${label}"/>`);
  writeFileSync(path.join(dir, 'sw.js'), `sw(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, 'remoteEntry.js'), `entry(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  writeFileSync(path.join(dir, 'server/render.1234abcd.js'), 'secret()');
  return dir;
}

/** Renders every page from the build's own template, as the render library does. */
function rendererFor(distDir: string): PageRenderer {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return {
    render: async () => ({ status: 200, html: template }),
    searchFiles: () => ({ sitemap: '', robots: '' }),
  };
}

/** One shell instance serving `distDir`, with SHELL_ASSETS_DIR when `assetsDir` is given. */
async function instance(distDir: string, assetsDir?: string): Promise<FastifyInstance> {
  const settings = readSettings(
    { PORT: '3999', ...(assetsDir ? { SHELL_ASSETS_DIR: assetsDir } : {}) },
    '/unused',
  );
  const shellAssets = settings.shellAssetsDir
    ? { own: new Set(await keptAssets(distDir)), shared: sharedAssets(settings.shellAssetsDir) }
    : undefined;
  const app = await buildService({
    settings,
    distDir,
    renderer: rendererFor(distDir),
    remotes: { current: () => ({ text: '{}', origins: [] }) },
    scriptHashes: [],
    logger: false,
    ...(shellAssets ? { shellAssets } : {}),
  });
  started.push(app);
  return app;
}

/** The script URLs a page names. */
async function pageScripts(app: FastifyInstance): Promise<string[]> {
  const page = await app.inject({ url: '/temples', headers: HOST });
  expect(page.statusCode).toBe(200);
  return [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const OLD = { main: '0000aaaa', lazy: '0000bbbb' };
const NEW = { main: '1111aaaa', lazy: '1111bbbb' };

async function deploy(distDir: string, folder: string, now?: number) {
  return deployShellAssets({ distDir, folder, files: await keptAssets(distDir), now });
}

describe('which files are kept across versions', () => {
  test('hashed public files and their compressed copies; never pages, fixed names, maps, dotfiles or the server', async () => {
    const dist = fakeBuild('old', OLD);
    expect(await keptAssets(dist)).toEqual([
      `assets/logo.${OLD.lazy}.svg`,
      `lazy.${OLD.lazy}.js`,
      `main.${OLD.main}.js`,
      `main.${OLD.main}.js.br`,
    ]);
    for (const name of ['../main.0000aaaa.js', 'server/render.1234abcd.js', '.a.0000aaaa.js']) {
      expect(isKeptAsset(name)).toBe(false);
    }
  });

  test('a deploy publishes them once under a version derived from their content', async () => {
    const dist = fakeBuild('old', OLD);
    const folder = path.join(work, 'deploys');
    const first = await deploy(dist, folder);
    expect(first.published).toBe(true);
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.dir).toBe(path.join(folder, 'shell'));
    const again = await deploy(dist, folder);
    expect(again).toMatchObject({ version: first.version, published: false });
    expect(readdirSync(path.join(first.dir, first.version)).sort()).toEqual([
      'assets',
      `lazy.${OLD.lazy}.js`,
      `main.${OLD.main}.js`,
      `main.${OLD.main}.js.br`,
    ]);
  });

  test('a version folder is readable by every user, as the shells run as another user than the deploy', async () => {
    const result = await deploy(fakeBuild('old', OLD), path.join(work, 'deploys'));
    expect(statSync(path.join(result.dir, result.version)).mode & 0o777).toBe(0o755);
  });

  test('old versions go by the remotes’ rule: beyond the last `keep` and older than the cache lifetime', async () => {
    const folder = path.join(work, 'deploys');
    const day = 24 * 3600 * 1000;
    const versions = [];
    for (let n = 0; n < 4; n++) {
      const dist = fakeBuild(`v${n}`, { main: `${n}000aaaa`, lazy: `${n}000bbbb` });
      versions.push(
        await deployShellAssets({
          distDir: dist,
          folder,
          files: await keptAssets(dist),
          keep: 2,
          maxAgeSeconds: 3600,
          now: Date.UTC(2026, 0, 1) + n * day,
        }),
      );
    }
    const left = readdirSync(path.join(folder, 'shell')).filter((name) =>
      /^[0-9a-f]{12}$/.test(name),
    );
    expect(left.sort()).toEqual([versions[2]?.version, versions[3]?.version].sort());
  });
});

describe('two shell instances of different builds behind one load balancer', () => {
  test("each serves every script of the other's pages, and the new one still serves the old one's after it is gone", async () => {
    const folder = path.join(work, 'deploys');
    const oldDist = fakeBuild('old', OLD);
    const newDist = fakeBuild('new', NEW);
    await deploy(oldDist, folder);
    // The upgrade: the new build is published before its instance starts.
    const { dir } = await deploy(newDist, folder);
    const oldShell = await instance(oldDist, dir);
    const newShell = await instance(newDist, dir);

    const lazy = (hashes: typeof OLD) => [
      `/lazy.${hashes.lazy}.js`,
      `/assets/logo.${hashes.lazy}.svg`,
    ];
    const fromNew = [...(await pageScripts(newShell)), ...lazy(NEW)];
    const fromOld = [...(await pageScripts(oldShell)), ...lazy(OLD)];
    expect(fromNew).toContain(`/main.${NEW.main}.js`);
    expect(fromOld).toContain(`/main.${OLD.main}.js`);
    for (const [page, other, label] of [
      [fromNew, oldShell, 'new'],
      [fromOld, newShell, 'old'],
    ] as const) {
      for (const url of page) {
        const answer = await other.inject({ url, headers: HOST });
        expect([url, answer.statusCode]).toEqual([url, 200]);
        expect(answer.body).toContain(label);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
    // Precompressed copies come along with the file they compress.
    const compressed = await oldShell.inject({
      url: `/main.${NEW.main}.js`,
      headers: { ...HOST, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('br("new")');

    // The old instance is gone (stopped, its dist deleted): its pages' scripts still load.
    await oldShell.close();
    rmSync(oldDist, { recursive: true, force: true });
    for (const url of fromOld) {
      expect((await newShell.inject({ url, headers: HOST })).statusCode).toBe(200);
    }
  });

  test("only hashed files cross over: pages, fixed names, maps and the server's files stay each build's own", async () => {
    const folder = path.join(work, 'deploys');
    const oldDist = fakeBuild('old', OLD);
    const newDist = fakeBuild('new', NEW);
    const { dir } = await deploy(oldDist, folder);
    await deploy(newDist, folder);
    // Whatever lies in the folder, only kept assets are looked for there.
    writeFileSync(path.join(dir, 'robots.1111cccc.txt'), 'x');
    const newShell = await instance(newDist, dir);
    expect((await newShell.inject({ url: '/sw.js', headers: HOST })).body).toBe('sw("new")');
    for (const url of [
      `/main.${OLD.main}.js.map`,
      '/server/render.1234abcd.js',
      '/.env',
      '/robots.1111cccc.txt',
      `/..%2Fshell%2F${OLD.main}.js`,
      '/missing.9999aaaa.js',
    ]) {
      expect([url, (await newShell.inject({ url, headers: HOST })).statusCode]).toEqual([url, 404]);
    }
  });

  test('without SHELL_ASSETS_DIR an instance serves its own build alone (one instance, npm start)', async () => {
    const folder = path.join(work, 'deploys');
    const oldDist = fakeBuild('old', OLD);
    const newDist = fakeBuild('new', NEW);
    await deploy(oldDist, folder);
    const newShell = await instance(newDist);
    expect((await newShell.inject({ url: `/main.${NEW.main}.js`, headers: HOST })).statusCode).toBe(
      200,
    );
    expect((await newShell.inject({ url: `/main.${OLD.main}.js`, headers: HOST })).statusCode).toBe(
      404,
    );
  });

  test('a build not yet published is named at start, so its deploy is not forgotten', async () => {
    const folder = path.join(work, 'deploys');
    const oldDist = fakeBuild('old', OLD);
    const newDist = fakeBuild('new', NEW);
    const { dir } = await deploy(oldDist, folder);
    expect(await unpublishedAssets(oldDist, sharedAssets(dir))).toEqual([]);
    expect(await unpublishedAssets(newDist, sharedAssets(dir))).toEqual(await keptAssets(newDist));
  });
});
