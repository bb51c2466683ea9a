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
  const fields = inputPaths('place');
  expect(shownAt('hours.mon.evening.closes', fields)).toBe('hours.mon.evening');
  expect(shownAt('name.hi', fields)).toBe('name.hi');
  expect(shownAt('exceptions.0.date', fields)).toBeNull();
  expect(shownAt('coordinates.latitude', fields)).toBe('coordinates.latitude');
});
