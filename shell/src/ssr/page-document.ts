import { escapeMarkup, scriptSafeJson } from '@pawapuri/shared/seo';
import { SITE_SETTINGS_ID, type SiteSettings } from '@pawapuri/shared/config/site-settings';
import { INLINED_REMOTES_ID } from '../remotes/inlined-remotes';
import { SERVER_RENDERED_ATTRIBUTE } from '../remotes/server-rendered';
import { stylesheetTag, type Stylesheet } from './inline-stylesheets';
import { runScriptsAfterFirstPaint } from './scripts-after-first-paint';

export interface DocumentParts {
  language: string;
  /** Tags for <head> (title, description, sharing, structured data). */
  head: string;
  /** Stylesheets the page's HTML needs, written in (or linked) so it paints styled. */
  styles: Stylesheet[];
  /** Scripts hydration will need besides the shell's own, asked for with them once the page is painted. */
  scripts: string[];
  /** The digests of the remote's files by URL (its signed file list): set on the tags that load them. */
  integrity?: ReadonlyMap<string, string>;
  /** remotes.json as the browser reads it (`inlinedRemotesFile`), so it need not fetch it (null: not JSON). */
  remotesFile: Record<string, unknown> | null;
  /** The browser's run-time settings (the API's address), which one build reads in any environment. */
  siteSettings: SiteSettings;
  /** The rendered app, or null to leave the page to client rendering. */
  body: string | null;
  /** More data the browser reads before it hydrates (`<script type="application/json">` elements). */
  data?: string;
}

/**
 * A page from the shell's built index.html: its language, head tags in place
 * of the built title and description, preloads, the inlined remotes.json
 * and run-time settings, and the rendered app inside #root (marked, so the browser hydrates it),
 * whose scripts start once it has been painted.
 */
export function pageDocument(template: string, parts: DocumentParts): string {
  const links = parts.styles.map(stylesheetTag).join('');
  const remotes = parts.remotesFile
    ? `<script type="application/json" id="${INLINED_REMOTES_ID}">${scriptSafeJson(parts.remotesFile)}</script>`
    : '';
  // Data, not code (never run, so the CSP needs no hash of it); escaped so no value ends the element.
  const settings = `<script type="application/json" id="${SITE_SETTINGS_ID}">${scriptSafeJson(parts.siteSettings)}</script>`;
  const root =
    parts.body === null
      ? '<div id="root"></div>'
      : `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${parts.body}</div>`;
  let page = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="?description"?[^>]*>/, '');
  // A rendered page reads fine without JavaScript: the notice is for client rendering only.
  if (parts.body !== null) page = page.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  page = replaceOnce(page, /<html\b[^>]*>/, `<html lang="${escapeMarkup(parts.language)}">`);
  page = replaceOnce(
    page,
    '</head>',
    `${parts.head}${links}${remotes}${settings}${parts.data ?? ''}</head>`,
  );
  page = replaceOnce(page, /<div id="?root"?><\/div>/, root);
  return parts.body === null
    ? page
    : runScriptsAfterFirstPaint(page, parts.scripts, parts.integrity);
}

function replaceOnce(text: string, pattern: string | RegExp, replacement: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`The page template has no ${String(pattern)}`);
  return text.replace(pattern, () => replacement);
}
