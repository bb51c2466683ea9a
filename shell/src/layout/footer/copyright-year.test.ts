import { copyrightYear } from './copyright-year';

describe('copyrightYear', () => {
  it('is the year in India, whatever the time zone of the machine', () => {
    expect(copyrightYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
    expect(copyrightYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
  });
});
