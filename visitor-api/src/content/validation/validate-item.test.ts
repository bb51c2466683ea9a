import { SEED_FESTIVALS, SEED_ITEMS, SEED_PLACES, SEED_STAYS } from '@pawapuri/shared/content/seed';
import { validateItem } from './validate-item';

/** The 400's field and message for these fields, or null when accepted. */
function refusal(kind: Parameters<typeof validateItem>[0], data: unknown) {
  try {
    validateItem(kind, data);
    return null;
  } catch (error) {
    const { field, message } = error as { field: string; message: string };
    return { field, message };
  }
}

const stay = SEED_STAYS['jain-dharamshala']!;
const place = SEED_PLACES['jal-mandir']!;
const festival = SEED_FESTIVALS['mahavira-nirvana-diwali']!;

describe('validateItem', () => {
  it.each(SEED_ITEMS.map((item) => [`${item.kind}/${item.id}`, item]))(
    'accepts the seed item %s',
    (_name, item) => {
      expect(refusal(item.kind, item.data)).toBeNull();
    },
  );

  it.each([
    ['a missing Hindi name', { ...stay, name: { en: 'X' } }, 'data.name.hi', 'is required'],
    [
      'an empty English name',
      { ...stay, name: { en: '', hi: 'क' } },
      'data.name.en',
      'must not be empty',
    ],
    ['an unknown field', { ...stay, stars: 5 }, 'data.stars', 'is not a known field'],
    [
      'a phone with letters',
      { ...stay, phone: '+91 CALL ME' },
      'data.phone',
      'must be a phone number',
    ],
    ['a phone too short', { ...stay, phone: '12' }, 'data.phone', 'must have 3 to 15 digits'],
    [
      'a price range upside down',
      { ...stay, priceMin: 900, priceMax: 100 },
      'data.priceMax',
      'must not be below priceMin',
    ],
    ['a web address over http', { ...stay, website: 'http://x.in' }, 'data.website', 'https://'],
    [
      'a javascript: image',
      { ...stay, imageUrl: 'javascript:alert(1)' },
      'data.imageUrl',
      'https://',
    ],
    [
      'verified without a date',
      { ...stay, verified: true, verifiedOn: null },
      'data.verifiedOn',
      'required when verified',
    ],
    [
      'a day that does not exist',
      { ...stay, verified: true, verifiedOn: '2026-02-30' },
      'data.verifiedOn',
      'real calendar day',
    ],
  ])('refuses %s, naming the field', (_name, data, field, words) => {
    const result = refusal('stay', data);
    expect(result?.field).toBe(field);
    expect(result?.message).toContain(words);
  });

  it('refuses coordinates outside India, saying so', () => {
    const result = refusal('place', {
      ...place,
      coordinates: { latitude: 85.539, longitude: 25.092 },
    });
    expect(result).toEqual({
      field: 'data.coordinates.latitude',
      message: 'data.coordinates.latitude must be at most 37.1 (the point must be inside India)',
    });
  });

  it('accepts a place without a point, as the Gaon Mandir and the Samosaran have', () => {
    expect(refusal('place', { ...place, coordinates: null })).toBeNull();
  });

  it.each([
    ['a latitude alone', { latitude: 25.092 }, 'data.coordinates.longitude'],
    ['a longitude alone', { longitude: 85.539 }, 'data.coordinates.latitude'],
  ])('refuses %s, naming the missing half', (_name, coordinates, field) => {
    expect(refusal('place', { ...place, coordinates })).toEqual({
      field,
      message: `${field} is required: give both latitude and longitude, or no coordinates at all`,
    });
  });

  it('refuses an evening that closes before it opens', () => {
    const hours = {
      ...place.hours!,
      tue: { morning: null, evening: { opens: '18:00', closes: '17:00' } },
    };
    expect(refusal('place', { ...place, hours })?.field).toBe('data.hours.tue.evening.closes');
  });

  it('refuses a time that is not HH:MM', () => {
    const hours = {
      ...place.hours!,
      sun: { morning: { opens: '5:30', closes: '11:30' }, evening: null },
    };
    expect(refusal('place', { ...place, hours })).toEqual({
      field: 'data.hours.sun.morning.opens',
      message:
        'data.hours.sun.morning.opens must be a time of day as HH:MM (24-hour clock, e.g. 17:30)',
    });
  });

  it('refuses a festival that ends before it starts', () => {
    const occurrences = [{ start: '2027-10-29', end: '2027-10-27', verified: false }];
    expect(refusal('festival', { ...festival, occurrences })?.field).toBe('data.occurrences.0.end');
  });

  it('refuses a notice that ends before it starts', () => {
    const notice = {
      text: { en: 'Bridge closed', hi: 'पुल बंद' },
      severity: 'closed',
      showFrom: '2026-12-02T00:00:00.000Z',
      showUntil: '2026-12-01T00:00:00.000Z',
      pages: ['/jal-mandir'],
    };
    expect(refusal('notice', notice)?.field).toBe('data.showUntil');
  });

  it('keeps a script in text as text, but refuses a javascript: link in Markdown', () => {
    const script = { en: '<script>alert(1)</script>', hi: '<b>हिंदी</b>' };
    expect(refusal('stay', { ...stay, description: script })).toBeNull();
    const link = { en: 'See [this](javascript:alert(1))', hi: 'क' };
    expect(refusal('stay', { ...stay, description: link })?.field).toBe('data.description.en');
  });

  it('refuses control characters but keeps line breaks in descriptions', () => {
    expect(refusal('stay', { ...stay, description: { en: 'a\nb', hi: 'क\r\nख' } })).toBeNull();
    expect(refusal('stay', { ...stay, description: { en: 'a\u0000b', hi: 'क' } })?.field).toBe(
      'data.description.en',
    );
    expect(refusal('stay', { ...stay, name: { en: 'a\nb', hi: 'क' } })?.field).toBe('data.name.en');
  });
});
