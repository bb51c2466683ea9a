import { faults, strings } from '../../../shared/src/i18n/hindi-style-rules';
import { festivalEntries } from '../calendar/festival-entries';
import { SEED_CONTENT } from '../../../shared/src/content/seed';
import { MAIL_STRINGS } from './mail-strings';

/** Each of a catalog's texts, its sentences with placeholders filled as a mail fills them. */
function filled(catalog: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (value as (...args: string[]) => string)('1 नवंबर', '7 नवंबर', 'शाम 5 बजे')
        : value,
    ]),
  );
}

describe('the API’s Hindi keeps the style note', () => {
  it('in the report and alert mails', () => {
    const texts = strings(filled(MAIL_STRINGS.hi), 'mail.hi');
    expect(texts.length).toBeGreaterThan(10);
    expect(faults(texts)).toEqual([]);
  });

  it('in the festival calendar', () => {
    const texts = festivalEntries(SEED_CONTENT, 'hi').flatMap((entry, i) =>
      strings({ title: entry.title, description: entry.description }, `calendar[${i}]`),
    );
    expect(texts.length).toBeGreaterThan(5);
    expect(faults(texts)).toEqual([]);
  });
});
