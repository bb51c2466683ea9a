import { initI18n, registerCatalog } from './setup';
import { LANGUAGE_STORAGE_KEY } from './languages';

describe('initI18n', () => {
  const i18n = initI18n();

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts once: a later call keeps the language it started in', () => {
    expect(initI18n({ language: 'hi' })).toBe(i18n);
    expect(i18n.language).toBe('en');
  });

  it('has the common namespace in English and Hindi', async () => {
    expect(i18n.t('common:retry')).toBe('Try again');
    await i18n.changeLanguage('hi');
    expect(i18n.t('common:retry')).toBe('फिर से कोशिश करें');
  });

  it('keeps <html lang> in step with the language', async () => {
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('does not take a language as chosen: only the switch remembers one', async () => {
    await i18n.changeLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('maps a regional language code to its base language', async () => {
    await i18n.changeLanguage('hi-IN');
    expect(i18n.language).toBe('hi');
  });

  it('maps a language it does not have to English', async () => {
    await i18n.changeLanguage('hi');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('en');
  });

  it('interpolates values into a string', () => {
    expect(i18n.t('common:asOf', { time: '10:30' })).toBe('as of 10:30');
  });

  it('lets the last of two overlapping switches win', async () => {
    await Promise.all([i18n.changeLanguage('hi'), i18n.changeLanguage('en')]);
    expect(i18n.language).toBe('en');
  });
});

describe('registerCatalog', () => {
  it('adds a bundled namespace in both languages', async () => {
    await registerCatalog('test-ns', { en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' } });
    const i18n = initI18n();
    expect(i18n.t('test-ns:hello')).toBe('Hello');
    await i18n.changeLanguage('hi');
    expect(i18n.t('test-ns:hello')).toBe('नमस्ते');
    await i18n.changeLanguage('en');
  });

  it('takes the strings of a namespace registered again (a new build of its remote)', async () => {
    await registerCatalog('once-ns', { en: { a: 'first' }, hi: { a: 'पहला' } });
    await registerCatalog('once-ns', { en: { a: 'second' }, hi: { a: 'दूसरा' } });
    expect(initI18n().t('once-ns:a')).toBe('second');
    await registerCatalog('loaded-ns', {
      en: () => Promise.resolve({ a: 'old' }),
      hi: { a: 'पुराना' },
    });
    expect(initI18n().t('loaded-ns:a')).toBe('old');
    await registerCatalog('loaded-ns', {
      en: () => Promise.resolve({ a: 'new' }),
      hi: { a: 'नया' },
    });
    expect(initI18n().t('loaded-ns:a')).toBe('new');
  });

  it("fetches only the active language's strings, and the other's before switching to it", async () => {
    const loadEn = jest.fn(() => Promise.resolve({ hello: 'Hello' }));
    const loadHi = jest.fn(() => Promise.resolve({ hello: 'नमस्ते' }));
    const i18n = initI18n();
    await registerCatalog('lazy-ns', { en: loadEn, hi: loadHi });
    expect(i18n.t('lazy-ns:hello')).toBe('Hello');
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(loadHi).not.toHaveBeenCalled();

    const switched = i18n.changeLanguage('hi');
    // The switch waits for the Hindi strings: no moment shows a key.
    expect(i18n.language).toBe('en');
    await switched;
    expect(i18n.t('lazy-ns:hello')).toBe('नमस्ते');
    expect(loadHi).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('en');
    expect(loadEn).toHaveBeenCalledTimes(1);
  });

  it('rejects when the strings cannot be fetched, and fetches again when asked again', async () => {
    const load = jest
      .fn<Promise<Record<string, unknown>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ hello: 'Hello' });
    const catalog = { en: load, hi: () => Promise.resolve({ hello: 'नमस्ते' }) };
    await expect(registerCatalog('flaky-ns', catalog)).rejects.toThrow('offline');
    expect(initI18n().hasLoadedNamespace('flaky-ns')).toBe(false);
    await registerCatalog('flaky-ns', catalog);
    expect(initI18n().t('flaky-ns:hello')).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still switches language when one namespace cannot be fetched in it', async () => {
    const i18n = initI18n();
    await registerCatalog('half-ns', {
      en: () => Promise.resolve({ hello: 'Hello' }),
      hi: () => Promise.reject(new Error('offline')),
    });
    await i18n.changeLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(i18n.hasLoadedNamespace('half-ns')).toBe(false);
    await i18n.changeLanguage('en');
  });
});
