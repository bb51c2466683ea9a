import './i18n/register';

/**
 * Test helper of this remote: importing it registers the catalog, which starts
 * i18next (English in jsdom), as the pages have it in the shell.
 */
export {};
