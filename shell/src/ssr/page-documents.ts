import { translatorFor } from '@pawapuri/shared/i18n/server';
import type { SiteSettings } from '@pawapuri/shared/config/site-settings';
import type { LanguageCode, SiteContentState } from '@pawapuri/shared';
import type { SiteRemote } from '../remotes/remote-entry';
import { inlineTemplateStylesheets } from './inline-stylesheets';
import { inlinedContentTag } from './inlined-content';
import { pageDocument } from './page-document';
import { pageHead } from './page-head';
import { pageStylesheets, withUsedRules } from './page-stylesheets';
import { preloadedScripts } from './preloaded-scripts';
import type { RemoteServerBuild } from './remote-server-builds';
import type { SiteSnapshot } from './site-snapshot';
import { classNamesIn, usedRules } from './used-css-rules';

export interface PageDocumentsOptions {
  /** The shell's built index.html. */
  template: string;
  /** The text of one of the shell's built files by its address in the page, or null. */
  readShellFile?: (href: string) => string | null;
  /** The site's public address (canonical URLs, sharing tags). */
  publicBaseUrl: string;
  /** The browser's run-time settings, written into every page. */
  siteSettings: SiteSettings;
}

/** What a page's document is made for: its address, language, site and content. */
export interface PageRequest {
  language: LanguageCode;
  /** The page's path without its language prefix. */
  path: string;
  site: SiteSnapshot;
  /** The remote whose page it is, or null. */
  remote: SiteRemote | null;
  /** The content and time the page is rendered with. */
  contentState: SiteContentState;
}

/** What a render made of the page: its HTML, the chunks it used and the content it read. */
export interface PageBody {
  html: string;
  build: RemoteServerBuild | null;
  chunks: string[];
  content: SiteContentState;
}

/**
 * The pages' documents from the shell's index.html. A page left to the
 * browser carries the shell's whole stylesheets; a rendered one the rules
 * its HTML uses.
 */
export function pageDocuments(options: PageDocumentsOptions) {
  const readShellFile = options.readShellFile ? readOnce(options.readShellFile) : null;
  const template = readShellFile
    ? inlineTemplateStylesheets(options.template, readShellFile)
    : options.template;
  const templateFor = (classes: ReadonlySet<string>) =>
    readShellFile
      ? inlineTemplateStylesheets(options.template, (href) => {
          const text = readShellFile(href);
          return text === null ? null : usedRules(text, classes);
        })
      : options.template;

  /** The page's document around `body`, or left to the browser when there is none. */
  function document(page: PageRequest, body: PageBody | null): string {
    const classes = body === null ? null : classNamesIn(options.template + body.html);
    const build = body?.build ?? null;
    const chunks = body?.chunks ?? [];
    const styles = build ? pageStylesheets(build, chunks) : [];
    const content = page.contentState.content;
    return pageDocument(classes ? templateFor(classes) : template, {
      language: page.language,
      head: pageHead({
        remote: page.remote,
        path: page.path,
        language: page.language,
        baseUrl: options.publicBaseUrl,
        notFoundTitle: translatorFor(page.language)('shell:notFound.title'),
        content,
      }),
      remotesFile: page.site.inlined,
      siteSettings: options.siteSettings,
      body: body?.html ?? null,
      styles: classes ? withUsedRules(styles, classes) : styles,
      scripts: build ? preloadedScripts(build, page.language, chunks) : [],
      integrity: build?.integrity,
      data: inlinedContentTag(body?.content ?? page.contentState),
    });
  }

  return {
    /** The shell's index.html with its whole stylesheets: a page no render could even start. */
    template,
    document,
  };
}

/** `read`, asked once per file: the shell's built files never change while it runs. */
function readOnce(read: (href: string) => string | null): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!texts.has(href)) texts.set(href, read(href));
    return texts.get(href) ?? null;
  };
}
