/** @jest-environment node */
import { i18n } from './server-i18n';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { MemoryRouter } from 'react-router-dom';
import { RenderLanguage, pageWideContexts, type LanguageCode } from '@pawapuri/shared';
import {
  VERSION_TEXT,
  asVersionTwo,
  buildVersionedRemote,
} from './fixtures/versioned-remote/build';
import { createPageRenderer } from './page-renderer';
import { RemoteServerBuilds, type RemoteServerBuild } from './remote-server-builds';
import { renderToHtml } from './render-to-html';
import { SHARED_MODULES } from './shared-modules';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The two versions of one remote, each in its own folder as a deploy publishes them. */
const versions = { one: '', two: '' };
const folder = (version: keyof typeof versions) =>
  `http://remotes.test/remote_versioned/${version}/`;

beforeAll(async () => {
  versions.one = await buildVersionedRemote();
  versions.two = asVersionTwo(versions.one);
}, 120_000);

/** The deploys folder as its static host serves it. */
function folderHost(): typeof globalThis.fetch {
  const files = new Map<string, string>();
  for (const version of ['one', 'two'] as const) {
    files.set(`${folder(version)}mf-manifest.json`, JSON.stringify({ exposes: [] }));
    files.set(`${folder(version)}server/routes.js`, versions[version]);
  }
  const fetch = (url: string | URL | Request) => {
    const body = files.get(String(url));
    return Promise.resolve(new Response(body ?? 'missing', { status: body ? 200 : 404 }));
  };
  return fetch as typeof globalThis.fetch;
}

function serverBuilds() {
  return new RemoteServerBuilds({
    shared: SHARED_MODULES,
    nodeRequire: createRequire(__filename),
    pageWide: pageWideContexts(),
    allowedOrigins: [],
    timeoutMs: 5000,
    maxBuildBytes: 8 * 1024 * 1024,
    cacheSize: 16,
    failureBackoffMs: 1000,
    maxBackoffMs: 4000,
    ready: () => i18n.settled(),
    log: () => undefined,
    fetch: folderHost(),
  });
}

const serverBuild = (version: keyof typeof versions) => ({
  path: 'server/routes.js',
  integrity: sri(versions[version]),
});

const load = (builds: RemoteServerBuilds, version: keyof typeof versions) =>
  builds.get({
    manifestUrl: `${folder(version)}mf-manifest.json`,
    serverBuild: serverBuild(version),
  });

/** The heading a build's page renders, in one language, as the shell's server renders it. */
async function heading(
  build: RemoteServerBuild,
  language: LanguageCode,
  path = '/versioned/first',
) {
  const { Routes } = build;
  const html = await renderToHtml(
    <RenderLanguage language={language}>
      <MemoryRouter initialEntries={[path]}>
        <Routes notFound={null} />
      </MemoryRouter>
    </RenderLanguage>,
    5000,
  );
  return /<h1>(.*)<\/h1>/.exec(html)?.[1];
}

describe('two versions of one remote in one server', () => {
  it('each renders with its own strings, whichever was loaded last', async () => {
    const builds = serverBuilds();
    const one = await load(builds, 'one');
    expect(await heading(one, 'en')).toBe(VERSION_TEXT.one.en);

    const two = await load(builds, 'two');
    expect(await heading(two, 'en')).toBe(VERSION_TEXT.two.en);

    // Rolled back: version one is still loaded, and must not show version two's text.
    expect(await heading(one, 'en', '/versioned/second')).toBe(VERSION_TEXT.one.en);
    expect(await heading(two, 'en', '/versioned/second')).toBe(VERSION_TEXT.two.en);
  });

  it('each renders in either language', async () => {
    const builds = serverBuilds();
    const [one, two] = await Promise.all([load(builds, 'one'), load(builds, 'two')]);
    expect(await heading(one, 'hi')).toBe(VERSION_TEXT.one.hi);
    expect(await heading(two, 'hi')).toBe(VERSION_TEXT.two.hi);
    expect(await heading(one, 'en')).toBe(VERSION_TEXT.one.en);
  });
});

/** remotes.json with the remote's pointer on `version`. */
const remotesJson = (version: keyof typeof versions) =>
  JSON.stringify({
    remote_versioned: {
      manifest: `${folder(version)}mf-manifest.json`,
      pages: ['first', 'second'].map((page) => ({
        path: `/versioned/${page}`,
        title: { en: `Versioned ${page}`, hi: `संस्करण ${page}` },
      })),
      nav: [],
      serverBuild: serverBuild(version),
    },
  });

describe('the page renderer across a deploy and a rollback', () => {
  it('renders a page first asked for after a rollback with the version rolled back to', async () => {
    const pages = createPageRenderer({
      template:
        '<!doctype html><html lang=en><head><title>t</title>' +
        '<script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>',
      publicBaseUrl: 'https://pawapuri.example/',
      log: () => undefined,
      fetch: folderHost(),
    });
    const render = async (path: string, version: keyof typeof versions) => {
      const page = await pages.render(path, remotesJson(version));
      expect(page.rendering).toBe('server');
      return /<h1>(.*?)<\/h1>/.exec(page.html)?.[1];
    };
    expect(await render('/versioned/first', 'one')).toBe(VERSION_TEXT.one.en);
    // Deployed: the next version renders the pages.
    expect(await render('/versioned/first', 'two')).toBe(VERSION_TEXT.two.en);
    expect(await render('/hi/versioned/first', 'two')).toBe(VERSION_TEXT.two.hi);
    // Rolled back: pages never rendered before are the first version's too.
    expect(await render('/versioned/second', 'one')).toBe(VERSION_TEXT.one.en);
    expect(await render('/hi/versioned/second', 'one')).toBe(VERSION_TEXT.one.hi);
  });
});
