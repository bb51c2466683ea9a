import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

/**
 * A server-rendered page carries, written in, only the rules of each
 * stylesheet that its HTML can use (shell/src/ssr/used-css-rules.ts):
 * enough for the first paint, not for what the app shows later (an open
 * menu, another page). Before the app runs, each stylesheet is linked whole
 * right after its written-in part, so its rules keep their place in the
 * cascade; once it has loaded, the written-in part (the same rules again)
 * is removed. A stylesheet that fails to load (offline, not saved, or
 * changed since the server checked it) leaves the written-in rules in place. Webpack and the federation runtime find the
 * link by its address and load no second copy.
 */
export function linkWholeStylesheets(doc: Document = document): void {
  if (!doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
  for (const style of Array.from(doc.querySelectorAll<HTMLStyleElement>('style[data-href]'))) {
    const name = style.dataset.href ?? '';
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    // A remote's file is named by its address; the shell's by its name in
    // the build, whose files are served from the site's root on any page.
    link.href = new URL(name, new URL('/', doc.baseURI)).href;
    link.dataset.href = name;
    // A remote's file with the digest its signed file list gives, as the server checked the written-in text.
    if (style.dataset.integrity) {
      link.integrity = style.dataset.integrity;
      link.crossOrigin = 'anonymous';
    }
    link.addEventListener('load', () => style.remove(), { once: true });
    style.after(link);
  }
}
