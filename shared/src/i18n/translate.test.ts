import { interpolate, translator } from './translate';

const catalogs: Record<string, Record<string, unknown>> = {
  pages: {
    title: 'Jal Mandir',
    greeting: 'Welcome, {{name}}! {{ count }} visits',
    nested: { heading: 'History' },
    tips: ['Carry water', 'Start early'],
    sections: [{ heading: 'A', body: '{{x}}' }],
    visits: '{{n}} visits (no plural forms)',
    chart: { visits_one: '{{n}} visit', visits_other: '{{n}} visits' },
  },
  common: { retry: 'Try again' },
};
const t = translator((namespace) => catalogs[namespace], 'pages', 'en');

describe('translator', () => {
  it('reads a key of its namespace, and a nested one by a dotted path', () => {
    expect(t('title')).toBe('Jal Mandir');
    expect(t('nested.heading')).toBe('History');
    expect(t('tips.1')).toBe('Start early');
  });

  it('reads another namespace named before a colon', () => {
    expect(t('common:retry')).toBe('Try again');
  });

  it('fills placeholders, spaces inside the braces allowed, numbers as text', () => {
    expect(t('greeting', { name: 'Asha', count: 3 })).toBe('Welcome, Asha! 3 visits');
  });

  it('picks the plural form of a numeric count by the language’s rules, when the catalog has one', () => {
    expect(t('chart.visits', { n: '1', count: 1 })).toBe('1 visit');
    expect(t('chart.visits', { n: '0', count: 0 })).toBe('0 visits');
    expect(t('chart.visits', { n: '1,234', count: 1234 })).toBe('1,234 visits');
    // Without a numeric count, or without plural forms, the key reads as it is.
    expect(t('chart.visits', { n: '1' })).toBe('chart.visits');
    expect(t('visits', { n: '1', count: 1 })).toBe('1 visits (no plural forms)');
    // Hindi counts 0 and 1 as 'one'.
    const hi = translator(
      () => ({ v_one: '{{count}} यात्रा', v_other: '{{count}} यात्राएँ' }),
      'x',
      'hi',
    );
    expect([0, 1, 2].map((count) => hi('v', { count }))).toEqual([
      '0 यात्रा',
      '1 यात्रा',
      '2 यात्राएँ',
    ]);
  });

  it('gives lists and objects only when asked to', () => {
    expect(t('tips', { returnObjects: true })).toEqual(['Carry water', 'Start early']);
    expect(t('tips')).toBe('tips');
  });

  it('gives back the key for a string it does not have, so the gap shows', () => {
    expect(t('missing')).toBe('missing');
    expect(t('nested.missing.deeper')).toBe('nested.missing.deeper');
    expect(t('nowhere:title')).toBe('title');
  });
});

describe('interpolate', () => {
  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('does not escape: React escapes what it renders', () => {
    expect(interpolate('{{x}}', { x: '<b>&' })).toBe('<b>&');
  });
});
