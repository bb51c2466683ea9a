import { pageWideContext } from '../page-context/page-wide-context';
import type { SiteContentState } from './site-content-state';

/**
 * The content one server render uses, handed to it by the shell's server:
 * one process renders many requests at once, each with the copy current
 * when it started, so no render reads another's from module state. Page-wide
 * (a global symbol), so a remote built apart from the shell reads the same
 * context. Absent in the browser, where the page's store holds the content.
 */
export const SiteContentContext = pageWideContext<SiteContentState>('siteContent');
