import { interpolate, translator } from './translate';

const catalogs: Record<string, Record<string, unknown>> = {
  pages: {
    title: 'Jal Mandir',
    greeting: 'Welcome, {{name}}! {{ count }} visits',
    nested: { heading: 'History' },
    tips: ['Carry water', 'Start early'],
    sections: [{ heading: 'A', body: '{{x}}' }],
  },
  common: { retry: 'Try again' },
};
const t = translator((namespace) => catalogs[namespace], 'pages');

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
