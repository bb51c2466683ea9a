import { dataPathOf, shownAt, valueAt, withValueAt } from './field-path';
import { inputPaths } from './field-specs';

test('reads and writes a value at a dotted path, leaving the original alone', () => {
  const data = { name: { en: 'A', hi: 'अ' }, hours: null };
  const next = withValueAt(data, 'name.hi', 'आ');
  expect(next).toEqual({ name: { en: 'A', hi: 'आ' }, hours: null });
  expect(data.name.hi).toBe('अ');
  expect(valueAt(next, 'name.hi')).toBe('आ');
  expect(valueAt(next, 'hours.mon')).toBeUndefined();
});

test('undefined removes an optional field', () => {
  expect(withValueAt({ website: 'https://a.in', phone: '1' }, 'website', undefined)).toEqual({
    phone: '1',
  });
});

test.each([
  ['data.phone', 'phone'],
  ['/data/hours/mon/evening/closes', 'hours.mon.evening.closes'],
  ['data', ''],
  ['name.hi', 'name.hi'],
])('the field a 400 names, %s, is the data path %s', (field, path) => {
  expect(dataPathOf(field)).toBe(path);
});

test("an error inside a session shows at the session's inputs; an unknown field at none", () => {
  const place = {
    exceptions: [
      { date: '2026-11-01', closed: true },
      { date: '2026-11-02', closed: false },
    ],
  };
  const fields = inputPaths('place', place);
  expect(shownAt('hours.mon.evening.closes', fields)).toBe('hours.mon.evening');
  expect(shownAt('name.hi', fields)).toBe('name.hi');
  // A list row's field, as the data has rows; a closed day shows no hours.
  expect(shownAt('exceptions.1.date', fields)).toBe('exceptions.1.date');
  expect(shownAt('exceptions.1.hours.evening.closes', fields)).toBe('exceptions.1.hours.evening');
  expect(shownAt('exceptions.0.hours.evening', fields)).toBe('exceptions.0');
  expect(shownAt('exceptions.5.date', fields)).toBe('exceptions');
  expect(shownAt('amenities.0.hi', inputPaths('stay', { amenities: [{}] }))).toBe('amenities.0.hi');
  expect(shownAt('unknown.field', fields)).toBeNull();
  expect(shownAt('coordinates.latitude', fields)).toBe('coordinates.latitude');
});
