/**
 * The loader a server-rendered page carries: it must ask for nothing until
 * a frame holding the whole page has been shown, then for every file at once.
 */
import { pageScriptsIn } from '../pages/page-scripts';
import { runScriptsAfterFirstPaint } from './scripts-after-first-paint';

const PAGE =
  '<html><head><script defer src=/main.1a2b3c4d.js></script>' +
  '<link rel=preload as=script href=/470.5e6f7a8b.js></head>' +
  '<body><div id=root data-server-rendered><main>Jal Mandir</main></div></body></html>';
const REMOTE = 'http://localhost:3001/remoteEntry.js';

/** Runs the page's loader here, with animation frames under the test's control. */
function runLoader(visibility: DocumentVisibilityState, integrity?: ReadonlyMap<string, string>) {
  const html = runScriptsAfterFirstPaint(PAGE, [REMOTE], integrity);
  const loader = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  const list = /<script type="application\/json" id="page-scripts">[^<]*<\/script>/.exec(html)?.[0];
  if (!loader || !list) throw new Error('no list and loader at the end of the body');
  document.body.innerHTML = list;
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  new Function(loader)();
  const nextFrame = () => frames.shift()?.(performance.now());
  return { html, nextFrame };
}

const asked = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((script) => script.src),
  preloads: [...document.head.querySelectorAll('link[rel=preload]')].map(
    (link) => (link as HTMLLinkElement).href,
  ),
});

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('runScriptsAfterFirstPaint', () => {
  it('takes the scripts out of the head and lists them last in the body, for the loader', () => {
    const html = runScriptsAfterFirstPaint(PAGE, [REMOTE]);
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('rel=preload');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('</main>'));
    expect(pageScriptsIn(html)).toEqual({
      entries: ['/main.1a2b3c4d.js'],
      preloads: ['/470.5e6f7a8b.js', REMOTE],
    });
  });

  it('asks for nothing until the second frame, then for every file at once', () => {
    const { nextFrame } = runLoader('visible');
    expect(asked().scripts).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(asked().scripts).toEqual([]);
    nextFrame();
    expect(asked().scripts).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(asked()).toEqual({
      scripts: ['http://localhost/main.1a2b3c4d.js'],
      preloads: ['http://localhost/470.5e6f7a8b.js', REMOTE],
    });
    const entry = document.head.querySelector('script');
    expect(entry?.async).toBe(false);
  });

  it('starts at once in a background tab, which paints nothing', () => {
    runLoader('hidden');
    expect(asked().scripts).toEqual(['http://localhost/main.1a2b3c4d.js']);
  });

  it('starts after three seconds when no frame comes, and only once', () => {
    const { nextFrame } = runLoader('visible');
    jest.advanceTimersByTime(2999);
    expect(asked().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(asked().scripts).toHaveLength(1);
    nextFrame();
    nextFrame();
    jest.runAllTimers();
    expect(asked().scripts).toHaveLength(1);
  });

  it('refuses a page without an entry script', () => {
    expect(() => runScriptsAfterFirstPaint('<html><body></body></html>', [])).toThrow(/entry/);
  });
});

test('a remote’s preload carries the digest its signed file list gives, with CORS; the shell’s own none', () => {
  const digest = `sha384-${'C'.repeat(64)}`;
  const { nextFrame } = runLoader('hidden', new Map([[REMOTE, digest]]));
  void nextFrame;
  const links = [...document.head.querySelectorAll('link[rel=preload]')] as HTMLLinkElement[];
  const remote = links.find((link) => link.href === REMOTE);
  const own = links.find((link) => link.href.endsWith('/470.5e6f7a8b.js'));
  expect(remote?.integrity).toBe(digest);
  expect(remote?.crossOrigin).toBe('anonymous');
  expect(own?.getAttribute('integrity')).toBe(null);
});
