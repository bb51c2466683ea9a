import { scriptSafeJson } from '@pawapuri/shared/seo';
import { PAGE_SCRIPTS_ID, type PageScripts } from '../pages/page-scripts';

/** How long a rendered page's scripts wait for its first frame, at most (a browser that draws no frames). */
const LATEST_START_MS = 3000;

/** The entry script tags html-webpack-plugin writes (`<script defer src=…></script>`, minified or not). */
const DEFERRED_SCRIPT = /<script\s+defer\s+src="?([^"\s>]+)"?\s*><\/script>/g;
/** The script preloads of the built page (the boot chunks, see tooling/boot-links.js). */
const SCRIPT_PRELOAD = /<link\s+rel="?preload"?\s+as="?script"?\s+href="?([^"\s>]+)"?\s*\/?>/g;

/**
 * Fetches and runs a server-rendered page's scripts only once its HTML is
 * on screen. The page paints from its HTML and the stylesheets written into
 * it; its JavaScript (far larger than the HTML) only makes it interactive. Fetched from
 * the head, that JavaScript shares a slow connection with the page's own
 * images, and a deferred script runs as soon as the HTML is parsed, often
 * before the first paint: the text would wait for the code that hydrates
 * it, on the phone and in Lighthouse's estimate alike.
 *
 * So the head names no script. A small script at the end of the body (so
 * after the whole page is parsed) waits until a frame holding all of it has
 * been shown, the second animation frame from there (a timer from the first
 * fires after its painting but before it reaches the screen), and then asks
 * for every file at once, as listed in the page (`PAGE_SCRIPTS_ID`): the
 * entry scripts, and a preload for each chunk they will need (the shell's
 * boot chunks, the page's remote), so none waits for another. A page in a background tab paints nothing and starts
 * at once; none waits more than `LATEST_START_MS`.
 */
export function runScriptsAfterFirstPaint(
  page: string,
  preloads: string[],
  integrity?: ReadonlyMap<string, string>,
): string {
  const entries: string[] = [];
  const chunks: string[] = [];
  const withoutScripts = page
    .replace(DEFERRED_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (_tag, href: string) => {
      chunks.push(href);
      return '';
    });
  if (!entries.length) throw new Error('The page template has no deferred entry script');
  // A remote's files carry their listed digest: its runtime asks for them with it, so the preload is used.
  const digests = Object.fromEntries(
    preloads.flatMap((url) => {
      const digest = integrity?.get(url);
      return digest ? [[url, digest]] : [];
    }),
  );
  const files: PageScripts = { entries, preloads: [...chunks, ...preloads], integrity: digests };
  const loader =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptSafeJson(files)}</script>` +
    `<script>(function(f){var done=false;function el(t,a){var e=document.createElement(t);` +
    `for(var k in a)e[k]=a[k];document.head.appendChild(e)}function run(){if(done)return;done=true;` +
    `f.entries.forEach(function(u){el("script",{src:u,async:false})});` +
    `f.preloads.forEach(function(u){var i=f.integrity[u];` +
    `el("link",i?{rel:"preload",as:"script",href:u,integrity:i,crossOrigin:"anonymous"}:{rel:"preload",as:"script",href:u})})}` +
    `if(document.visibilityState!=="visible")return run();setTimeout(run,${LATEST_START_MS});` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})` +
    `})(JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent))</script>`;
  const end = withoutScripts.lastIndexOf('</body>');
  if (end < 0) throw new Error('The page template has no </body>');
  return `${withoutScripts.slice(0, end)}${loader}${withoutScripts.slice(end)}`;
}
