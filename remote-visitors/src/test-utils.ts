import './i18n/register';

/**
 * Test helper of this remote: importing it registers the catalog, which starts
 * the page's strings (English in jsdom), as the pages have them in the shell.
 */

/**
 * The pages log failed calls with console.error, and some tests fail calls on
 * purpose: keep those logs out of the output during each test of the calling
 * file, and put console.error back after each.
 */
export function quietConsoleErrors(): void {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy?.mockRestore());
}
