import { act, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { localisedPath } from '../i18n/language-paths';
import { LanguageRouter, ServerLanguageRouter } from '../routing/language-router';
import { initServerI18n } from '../i18n/server';
import { RenderLanguage } from '../i18n/use-translation';
import type { LanguageCode } from '../i18n/languages';

/*
 * Renders a tree as the site's server does, then hydrates it as the browser
 * does, and reports every mismatch or error.
 *
 * Why the test file must run in Jest's `node` environment
 * (`@jest-environment node` docblock): a server render must not read window,
 * document, localStorage, navigator or matchMedia. In jsdom those globals
 * always exist (`window` and `document` cannot even be hidden), so a
 * component reading them would pass there and break on the server. Here the
 * server pass runs on plain Node, where they are missing (the few Node itself
 * may define, navigator and Web Storage, are hidden too), so such a read
 * throws as it would on the server. Only then is a jsdom window put on the
 * globals, holding the server's HTML, for `hydrateRoot`; it is taken away
 * again by `cleanupServerRenders` (run after each test).
 *
 * Importing this module starts the server's i18n instance, before a
 * remote's module registers its catalogs (import it first).
 */
initServerI18n();

export interface ServerRenderOptions {
  /** The page's path without its language part; rendered at its address in `language`. */
  path?: string;
  language?: LanguageCode;
  /** Prepares the browser before hydration: what a returning visitor has stored, a media query that matches. */
  browser?: (window: Window) => void;
}

export interface ServerRenderResult {
  /** The server's HTML. */
  html: string;
  /** Errors of the server render, hydration mismatches, errors caught while hydrating, console errors. */
  errors: string[];
  /** The hydrated root element (in the jsdom document, until cleanup). */
  container: HTMLElement;
}

/**
 * React's development build marks each context with the renderer that last
 * provided it, and the server renderer never clears its mark; only here do
 * both renderers share one process and so one set of contexts (the site's
 * server and the browser never do). That warning alone is not reported.
 */
const SAME_PROCESS_WARNING =
  'Detected multiple renderers concurrently rendering the same context provider';

/** Globals a server render must not see, which some Node versions define. */
const BROWSER_ONLY = ['navigator', 'localStorage', 'sessionStorage'] as const;

const cleanups: (() => void)[] = [];

/**
 * Renders `element` on the server (`renderToPipeableStream`, waiting for all
 * Suspense boundaries, inside a per-request i18n instance and a
 * `ServerLanguageRouter`), then hydrates the same element in a jsdom document at the
 * same address (inside `LanguageRouter`). Network requests made after
 * hydration never answer, so what shows is the first client render.
 */
export async function renderOnServerAndHydrate(
  element: ReactElement,
  { path = '/', language = 'en', browser }: ServerRenderOptions = {},
): Promise<ServerRenderResult> {
  if (typeof window !== 'undefined') {
    throw new Error(
      'Server renders need a test file in the node environment (@jest-environment node).',
    );
  }
  const errors: string[] = [];
  const report = (kind: string) => (error: unknown) => {
    errors.push(`${kind}: ${describeError(error)}`);
  };
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(SAME_PROCESS_WARNING)) return;
    errors.push(`console.error: ${args.map(describeError).join(' ')}`);
  });
  cleanups.push(() => consoleError.mockRestore());

  // Random numbers differ between the two sides, so output that depends on one
  // mismatches every time rather than now and then.
  const random = jest.spyOn(Math, 'random').mockReturnValue(0);
  cleanups.push(() => random.mockRestore());
  // The page's address in its language: `/hi/...` for Hindi, as the site serves it.
  const address = localisedPath(path, language);
  const restoreNode = hideGlobals(BROWSER_ONLY);
  let html: string | null;
  try {
    html = await renderToHtml(
      <RenderLanguage language={language}>
        <ServerLanguageRouter url={address}>{element}</ServerLanguageRouter>
      </RenderLanguage>,
      report('server'),
    );
    // The server renderer leaves the contexts of the last Suspense boundary it
    // resumed set (harmless on a server, where each render sets its own, but
    // here the browser's renderer would read them). An empty render resets them.
    await renderToHtml(<></>, report('server'));
  } finally {
    restoreNode();
  }

  const dom = new JSDOM(
    `<!doctype html><html lang="${language}"><body><div id="root">${html ?? ''}</div></body></html>`,
    {
      url: `http://localhost${address}`,
      pretendToBeVisual: true,
    },
  );
  cleanups.push(installBrowser(dom));
  browser?.(dom.window as unknown as Window);
  const container = dom.window.document.getElementById('root') as HTMLElement;
  // A failed server render leaves its contexts set (in this shared process): nothing to hydrate.
  if (html === null) return { html: '', errors, container };
  // Loaded only now, with a window present, as in the browser.
  const { hydrateRoot } = await import('react-dom/client');
  random.mockReturnValue(0.999);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <RenderLanguage language={language}>
        <LanguageRouter>{element}</LanguageRouter>
      </RenderLanguage>,
      {
        onRecoverableError: report('hydration'),
        onCaughtError: report('caught'),
        onUncaughtError: report('uncaught'),
      },
    );
    await Promise.resolve();
  });
  cleanups.push(() => act(() => root?.unmount()));
  return { html, errors, container };
}

/** Unmounts what was hydrated and takes the browser globals away again. */
export function cleanupServerRenders(): void {
  while (cleanups.length > 0) cleanups.pop()?.();
}

if (typeof afterEach === 'function') afterEach(cleanupServerRenders);

/** The HTML, or null when the render failed before anything could be sent. */
function renderToHtml(
  tree: ReactElement,
  onError: (error: unknown) => void,
): Promise<string | null> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      // Reported through onError.
      onShellError: () => resolve(null),
      onError,
    });
  });
}

/** Takes names off the globals (reading one throws, as on a server); returns what puts them back. */
function hideGlobals(names: readonly string[]): () => void {
  const saved = names.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of names) delete (globalThis as Record<string, unknown>)[name];
  return () => restore(saved);
}

/**
 * Puts a jsdom window's globals on Node's (those Node lacks, and the
 * browser-only ones), plus what jsdom lacks: `matchMedia` (nothing matches)
 * and a `fetch` that never answers. Returns what takes them away.
 */
function installBrowser(dom: JSDOM): () => void {
  const page = dom.window as unknown as Record<string, unknown>;
  const names = Object.getOwnPropertyNames(page).filter(
    (name) => !(name in globalThis) || (BROWSER_ONLY as readonly string[]).includes(name),
  );
  const extra: Record<string, unknown> = {
    fetch: (_input: unknown, init?: { signal?: AbortSignal }) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
    IS_REACT_ACT_ENVIRONMENT: true,
  };
  if (typeof page.matchMedia !== 'function') {
    page.matchMedia = (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    names.push('matchMedia');
  }
  const all = [...names, ...Object.keys(extra)];
  const saved = all.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of names) {
    Object.defineProperty(globalThis, name, { get: () => page[name], configurable: true });
  }
  for (const [name, value] of Object.entries(extra)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return () => {
    restore(saved);
    dom.window.close();
  };
}

function restore(saved: readonly (readonly [string, PropertyDescriptor | undefined])[]): void {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
}

function describeError(value: unknown): string {
  if (value instanceof Error) return `${value.message}`;
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
