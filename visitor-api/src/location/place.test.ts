import { placeOf, UNKNOWN_PLACE } from './place';

describe('placeOf', () => {
  it('names the country in English from a DB-IP record’s code', () => {
    expect(placeOf({ country_code: 'IN', city: 'Bengaluru' })).toEqual({
      country: 'India',
      city: 'Bengaluru',
    });
    expect(placeOf({ country_code: 'US', city: 'Mountain View' }).country).toBe('United States');
    expect(placeOf({ country_code: 'NP', city: '' })).toEqual({ country: 'Nepal', city: '' });
  });

  it('drops the district DB-IP adds to a city', () => {
    expect(placeOf({ country_code: 'IN', city: 'Patna (Police Colony)' }).city).toBe('Patna');
    expect(placeOf({ country_code: 'IN', city: 'Navi Mumbai (Ghansoli)' }).city).toBe(
      'Navi Mumbai',
    );
  });

  it('reads MaxMind’s layout: English names, or the ISO code when there is no name', () => {
    expect(
      placeOf({
        country: { iso_code: 'IN', names: { en: 'India', hi: 'भारत' } },
        city: { names: { en: 'Patna' } },
      }),
    ).toEqual({ country: 'India', city: 'Patna' });
    expect(placeOf({ country: { iso_code: 'LK' } })).toEqual({ country: 'Sri Lanka', city: '' });
  });

  it('is unknown without a country it can name, whatever the city', () => {
    expect(placeOf(null)).toBe(UNKNOWN_PLACE);
    expect(placeOf({ city: 'Patna' })).toBe(UNKNOWN_PLACE);
    for (const code of ['ZZ', 'in', 'IND', 'Q1', 42]) {
      expect(placeOf({ country_code: code, city: 'Patna' })).toBe(UNKNOWN_PLACE);
    }
  });

  it('stores a label the contract accepts: no control characters, at most 100 characters', () => {
    const place = placeOf({ country_code: 'IN', city: `Pat\u0000na ${'x'.repeat(200)}` });
    expect(place.city.startsWith('Patna x')).toBe(true);
    expect(place.city).toHaveLength(100);
  });
});
