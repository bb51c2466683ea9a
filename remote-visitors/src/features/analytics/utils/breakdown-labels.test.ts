import { keyLabel, languageName } from './breakdown-labels';

test('a language tag reads as its name in the page language', () => {
  expect(languageName('hi', 'en')).toBe('Hindi');
  expect(languageName('hi', 'hi')).toBe('हिन्दी');
  expect(languageName('en-IN', 'en')).toMatch(/English/);
});

test('an unknown or malformed tag stays as it is', () => {
  expect(languageName('zz', 'en')).toBe('zz');
  expect(languageName('not a tag!', 'en')).toBe('not a tag!');
});

test('keys read as themselves, languages as names, blanks as null (Unknown)', () => {
  expect(keyLabel('source', 'WhatsApp', 'en')).toBe('WhatsApp');
  expect(keyLabel('language', 'hi', 'en')).toBe('Hindi');
  expect(keyLabel('country', '', 'en')).toBeNull();
  expect(keyLabel('city', '  ', 'en')).toBeNull();
});
