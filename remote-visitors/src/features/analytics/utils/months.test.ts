import { isMonth, previousMonth } from './months';

test('the report defaults to the month before, in the site time zone', () => {
  expect(previousMonth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-10');
  expect(previousMonth(new Date('2026-01-05T12:00:00Z'))).toBe('2025-12');
  // 31 Oct 20:00 UTC is already 1 Nov in India.
  expect(previousMonth(new Date('2026-10-31T20:00:00Z'))).toBe('2026-10');
});

test('isMonth takes YYYY-MM only', () => {
  expect(isMonth('2026-10')).toBe(true);
  expect(isMonth('2026-13')).toBe(false);
  expect(isMonth('')).toBe(false);
});
