/**
 * @jest-environment node
 */
import { i18nFor, initServerI18n } from './server';
import { registerCatalog } from './setup';

describe('server i18n', () => {
  const i18n = initServerI18n();

  it('starts once, in English, without the browser language detector', () => {
    expect(initServerI18n()).toBe(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.services.languageDetector).toBeFalsy();
  });

  it('loads a lazy catalog in both languages before registerCatalog resolves', async () => {
    const loadEn = jest.fn(() => Promise.resolve({ hello: 'Hello' }));
    const loadHi = jest.fn(() => Promise.resolve({ hello: 'नमस्ते' }));
    await registerCatalog('server-lazy', { en: loadEn, hi: loadHi });
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(loadHi).toHaveBeenCalledTimes(1);
    expect(i18nFor('en').t('server-lazy:hello')).toBe('Hello');
    expect(i18nFor('hi').t('server-lazy:hello')).toBe('नमस्ते');
  });

  it('gives each request its own language, so two clones never mix', async () => {
    await registerCatalog('server-two', {
      en: () => Promise.resolve({ title: 'Temples' }),
      hi: () => Promise.resolve({ title: 'मंदिर' }),
    });
    const english = i18nFor('en');
    const hindi = i18nFor('hi');
    expect(english.t('server-two:title')).toBe('Temples');
    expect(hindi.t('server-two:title')).toBe('मंदिर');
    expect(english.t('common:retry')).toBe('Try again');
    expect(hindi.t('common:retry')).toBe('फिर से कोशिश करें');
    expect(hindi.hasLoadedNamespace('server-two')).toBe(true);
    // Neither the other clone nor the page-wide instance follows a clone.
    await hindi.changeLanguage('en');
    expect(english.language).toBe('en');
    expect(i18nFor('hi').t('server-two:title')).toBe('मंदिर');
    expect(i18n.language).toBe('en');
  });
});
