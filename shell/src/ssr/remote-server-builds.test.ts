/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as React from 'react';
import { fileListText } from '@pawapuri/shared/deploy';
import { browserAssets } from './browser-assets';
import {
  MAX_INLINE_STYLESHEET_BYTES,
  RemoteServerBuilds,
  type DeployedRemote,
} from './remote-server-builds';

const BASE = 'http://remote.test/content/';
const OTHER_BASE = 'http://127.0.0.1:3001/content/';
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './Routes',
      assets: {
        js: { sync: ['routes.1.js'], async: ['i18n-hi.2.js'] },
        css: { sync: ['routes.3.css'], async: ['page.4.css'] },
      },
    },
  ],
};

/**
 * Counts the server builds run: each build adds one when it is evaluated,
 * through a module the test lends it (a build runs with a global object of
 * its own, not the test's).
 */
const evaluations = { buildEvaluations: 0 };

/** A server build as webpack writes it: CommonJS, React taken from the shell. */
const build = (text: string) => `
  require('evaluations').buildEvaluations += 1;
  const React = require('react');
  exports.loadRoutes = (publicPath) => ({
    default: () => React.createElement('p', null, ${JSON.stringify(text)} + ' ' + publicPath),
  });`;

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const deployed = (base = BASE, text = build('first')): DeployedRemote => ({
  manifestUrl: `${base}mf-manifest.json`,
  serverBuild: { path: 'server/routes.aaaa1111.js', integrity: sri(text) },
});

type Answer = string | 'hang';

/** Remotes answering from a map of URLs; `requested` lists every URL asked for. */
function fakeRemotes(bases: string[] = [BASE]) {
  const files = new Map<string, Answer>();
  for (const base of bases) {
    files.set(`${base}mf-manifest.json`, JSON.stringify(MANIFEST));
    files.set(`${base}server/routes.aaaa1111.js`, build('first'));
    files.set(`${base}routes.3.css`, '.routes{color:red}');
  }
  const requested: string[] = [];
  const fetch = (url: string | URL | Request, init?: RequestInit) => {
    const key = String(url);
    requested.push(key);
    const body = files.get(key);
    if (body === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return Promise.resolve(new Response(body ?? 'missing', { status: body ? 200 : 404 }));
  };
  return { files, requested, fetch: fetch as typeof globalThis.fetch };
}

function builds(
  remotes: ReturnType<typeof fakeRemotes>,
  options: { now?: () => number; allowedOrigins?: string[]; log?: (line: string) => void } = {},
) {
  return new RemoteServerBuilds({
    shared: { react: React, evaluations },
    nodeRequire: createRequire(__filename),
    pageWide: [],
    allowedOrigins: options.allowedOrigins ?? [],
    timeoutMs: 50,
    maxBuildBytes: 1024 * 1024,
    cacheSize: 16,
    failureBackoffMs: 1000,
    maxBackoffMs: 4000,
    ready: () => Promise.resolve(),
    log: options.log ?? (() => undefined),
    fetch: remotes.fetch,
    now: options.now,
  });
}

const rendered = async (routes: Promise<{ Routes: unknown }>) => {
  const { renderToString } = await import('react-dom/server');
  const { Routes } = await routes;
  return renderToString(React.createElement(Routes as () => null, { notFound: null }));
};

beforeEach(() => {
  evaluations.buildEvaluations = 0;
});

describe('RemoteServerBuilds', () => {
  it('runs the build remotes.json names, with asset URLs at the remote’s address', async () => {
    const remotes = fakeRemotes();
    expect(await rendered(builds(remotes).get(deployed()))).toBe(`<p>first ${BASE}</p>`);
    expect(remotes.requested).not.toContain(`${BASE}server/ssr.json`);
  });

  it('never runs a build whose bytes do not have the published digest', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}server/routes.aaaa1111.js`, build('changed on the host'));
    await expect(builds(remotes).get(deployed())).rejects.toThrow(
      `${BASE}server/routes.aaaa1111.js does not have the digest remotes.json publishes for it`,
    );
    expect(evaluations.buildEvaluations).toBe(0);
  });

  it('evaluates each build once, however requests alternate between two sites', async () => {
    const remotes = fakeRemotes([BASE, OTHER_BASE]);
    const all = builds(remotes);
    for (let round = 0; round < 10; round += 1) {
      await all.get(deployed(BASE));
      await all.get(deployed(OTHER_BASE));
    }
    expect(evaluations.buildEvaluations).toBe(2);
    expect(remotes.requested.filter((url) => url.endsWith('.js'))).toHaveLength(2);
  });

  it('loads a redeployed build, named by its new digest', async () => {
    const remotes = fakeRemotes();
    const all = builds(remotes);
    const first = await all.get(deployed());
    remotes.files.set(`${BASE}server/routes.bbbb2222.js`, build('second'));
    const redeployed = {
      manifestUrl: `${BASE}mf-manifest.json`,
      serverBuild: { path: 'server/routes.bbbb2222.js', integrity: sri(build('second')) },
    };
    const second = all.get(redeployed);
    expect(await rendered(second)).toBe(`<p>second ${BASE}</p>`);
    expect((await second).version).not.toBe(first.version);
  });

  it('refuses a build that asks for a module the shell does not lend', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}server/routes.aaaa1111.js`, "require('lodash');");
    await expect(builds(remotes).get(deployed(BASE, "require('lodash');"))).rejects.toThrow(
      'requires "lodash", which the shell does not provide',
    );
  });
});

describe('a failing remote', () => {
  it('costs one attempt per backoff period, a longer one after each failure, until it answers', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}mf-manifest.json`, 'hang');
    const clock = { now: 0 };
    const all = builds(remotes, { now: () => clock.now });
    const manifestRequests = () =>
      remotes.requested.filter((url) => url.endsWith('mf-manifest.json')).length;

    await expect(all.get(deployed())).rejects.toThrow(/timeout|abort/i);
    expect(manifestRequests()).toBe(1);
    // During the first wait (1 s): refused at once, the remote is not asked.
    clock.now = 999;
    await expect(all.get(deployed())).rejects.toThrow(/timeout|abort/i);
    expect(manifestRequests()).toBe(1);
    // Tried again, fails again: now it waits 2 s.
    clock.now = 1000;
    await expect(all.get(deployed())).rejects.toThrow();
    expect(manifestRequests()).toBe(2);
    clock.now = 2999;
    await expect(all.get(deployed())).rejects.toThrow();
    expect(manifestRequests()).toBe(2);
    // It answers again: loaded, and the next failure starts from the first wait.
    remotes.files.set(`${BASE}mf-manifest.json`, JSON.stringify(MANIFEST));
    clock.now = 3000;
    await expect(all.get(deployed())).resolves.toBeDefined();
    expect(manifestRequests()).toBe(3);
  });
});

describe('the files a manifest names', () => {
  const elsewhere = {
    ...MANIFEST,
    exposes: [
      {
        path: './Routes',
        assets: {
          js: { sync: ['http://evil.test/routes.1.js'], async: [] },
          css: { sync: ['routes.3.css', '//evil.test/steal.css'], async: [] },
        },
      },
    ],
  };

  it('are left out of the page, and never fetched, when on an origin that is not allowed', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}mf-manifest.json`, JSON.stringify(elsewhere));
    const logged: string[] = [];
    const loaded = await builds(remotes, { log: (line) => logged.push(line) }).get(deployed());
    expect(loaded.assets.scripts).toEqual([`${BASE}remoteEntry.js`]);
    expect(loaded.stylesheets.map((sheet) => sheet.href)).toEqual([`${BASE}routes.3.css`]);
    expect(remotes.requested.filter((url) => url.includes('evil.test'))).toEqual([]);
    expect(logged.join('\n')).toContain('http://evil.test/steal.css');
  });

  it('may come from an origin the server is configured to allow', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}mf-manifest.json`, JSON.stringify(elsewhere));
    const loaded = await builds(remotes, { allowedOrigins: ['http://evil.test/'] }).get(deployed());
    expect(loaded.assets.scripts).toContain('http://evil.test/routes.1.js');
  });
});

describe('the stylesheets of a build', () => {
  it('are read once with the build; one that cannot be read stays a link', async () => {
    const remotes = fakeRemotes();
    const all = builds(remotes);
    const first = await all.get(deployed());
    expect(first.stylesheets).toEqual([
      { href: `${BASE}routes.3.css`, text: '.routes{color:red}' },
      { href: `${BASE}page.4.css`, text: null },
    ]);
    await all.get(deployed());
    expect(remotes.requested.filter((url) => url.endsWith('.css'))).toHaveLength(2);
  });

  it('stay links when too large to write into every page', async () => {
    const remotes = fakeRemotes();
    remotes.files.set(`${BASE}routes.3.css`, 'a'.repeat(MAX_INLINE_STYLESHEET_BYTES + 1));
    const loaded = await builds(remotes).get(deployed());
    expect(loaded.stylesheets[0]).toEqual({ href: `${BASE}routes.3.css`, text: null });
  });
});

describe('browserAssets', () => {
  it("lists the container, the Routes chunks and stylesheets, and the lazy chunks' scripts and stylesheets, by absolute URL", () => {
    expect(browserAssets(MANIFEST, BASE, new Set(['http://remote.test']))).toEqual({
      assets: {
        scripts: [`${BASE}remoteEntry.js`, `${BASE}routes.1.js`],
        styles: [`${BASE}routes.3.css`],
        lazyStyles: [`${BASE}page.4.css`],
        lazyScripts: [`${BASE}i18n-hi.2.js`],
      },
      refused: [],
    });
  });

  it('reads a manifest of the wrong shape as one without files', () => {
    const garbage = { metaData: { remoteEntry: { name: 7 } }, exposes: 'all' };
    expect(browserAssets(garbage, BASE, new Set(['http://remote.test'])).assets).toEqual({
      scripts: [],
      styles: [],
      lazyStyles: [],
      lazyScripts: [],
    });
  });
});

describe('with its signed file list', () => {
  /** Lists the remote's files as a deploy would, and the pointer's `files` naming that list. */
  function listed(remotes: ReturnType<typeof fakeRemotes>): DeployedRemote {
    remotes.files.set(`${BASE}remoteEntry.js`, 'window.entry = 1;');
    remotes.files.set(`${BASE}page.4.css`, '.page{color:blue}');
    const digests: Record<string, string> = {};
    for (const [url, body] of remotes.files)
      if (url.startsWith(BASE)) digests[url.slice(BASE.length)] = sri(body);
    const list = fileListText(digests);
    remotes.files.set(`${BASE}integrity.json`, list);
    return { ...deployed(), files: { path: 'integrity.json', integrity: sri(list) } };
  }

  it('uses a version whose manifest, build and stylesheets match, and knows each file’s digest', async () => {
    const remotes = fakeRemotes();
    const remote = listed(remotes);
    const build = await builds(remotes).get(remote);
    expect(build.integrity.get(`${BASE}routes.3.css`)).toBe(sri('.routes{color:red}'));
    expect(build.stylesheets.map((sheet) => sheet.integrity)).toEqual([
      sri('.routes{color:red}'),
      sri('.page{color:blue}'),
    ]);
  });

  it.each([
    ['the manifest', `${BASE}mf-manifest.json`],
    ['a stylesheet', `${BASE}page.4.css`],
    ['the file list', `${BASE}integrity.json`],
  ])('refuses the version when one byte of %s changed: nothing of it runs', async (_, url) => {
    const remotes = fakeRemotes();
    const remote = listed(remotes);
    const body = remotes.files.get(url) as string;
    remotes.files.set(url, `${body.slice(0, -1)}~`);
    await expect(builds(remotes).get(remote)).rejects.toThrow(/digest/);
    expect(evaluations.buildEvaluations).toBe(0);
  });
});
