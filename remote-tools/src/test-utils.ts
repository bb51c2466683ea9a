import './i18n/register';

/**
 * Test helper of this remote: importing it registers the catalog, which starts
 * the page's strings (English in jsdom), as the pages have them in the shell.
 */
export {};
