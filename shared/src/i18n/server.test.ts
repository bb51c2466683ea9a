/**
 * @jest-environment node
 */
import { initServerI18n, translatorFor } from './server';
import { initI18n, registerCatalog } from './setup';

describe('server i18n', () => {
  const i18n = initServerI18n();

  it('starts once, in English, and is the page-wide instance', () => {
    expect(initServerI18n()).toBe(i18n);
    expect(initI18n()).toBe(i18n);
    expect(i18n.language).toBe('en');
  });

  it('loads a lazy catalog in both languages before registerCatalog resolves', async () => {
    const loadEn = jest.fn(() => Promise.resolve({ hello: 'Hello' }));
    const loadHi = jest.fn(() => Promise.resolve({ hello: 'नमस्ते' }));
    await registerCatalog('server-lazy', { en: loadEn, hi: loadHi });
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(loadHi).toHaveBeenCalledTimes(1);
    expect(translatorFor('en')('server-lazy:hello')).toBe('Hello');
    expect(translatorFor('hi')('server-lazy:hello')).toBe('नमस्ते');
  });

  it('gives each language its own strings without moving the page-wide language', async () => {
    await registerCatalog('server-two', {
      en: () => Promise.resolve({ title: 'Temples' }),
      hi: () => Promise.resolve({ title: 'मंदिर' }),
    });
    expect(translatorFor('en')('server-two:title')).toBe('Temples');
    expect(translatorFor('hi')('server-two:title')).toBe('मंदिर');
    expect(translatorFor('en')('common:retry')).toBe('Try again');
    expect(translatorFor('hi')('common:retry')).toBe('फिर से कोशिश करें');
    expect(i18n.language).toBe('en');
  });

  it("replaces a redeployed remote's strings in every language, keeping the old ones until then", async () => {
    const build = (title: string) => ({
      en: () => Promise.resolve({ title: `${title} (en)` }),
      hi: () => Promise.resolve({ title: `${title} (hi)` }),
    });
    await registerCatalog('server-redeploy', build('old'));
    const registered = registerCatalog('server-redeploy', build('new'));
    // Pages of the build still serving keep its strings while the new ones load.
    expect(translatorFor('hi')('server-redeploy:title')).toBe('old (hi)');
    await registered;
    expect(translatorFor('en')('server-redeploy:title')).toBe('new (en)');
    expect(translatorFor('hi')('server-redeploy:title')).toBe('new (hi)');
  });
});
