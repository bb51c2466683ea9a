import { changeOf } from './change';

test.each([
  [112, 100, { kind: 'up', percent: 12 }],
  [97, 100, { kind: 'down', percent: 3 }],
  [100, 100, { kind: 'same' }],
  [1000, 999, { kind: 'same' }],
  [0, 0, { kind: 'same' }],
  [5, 0, { kind: 'new' }],
  [0, 8, { kind: 'down', percent: 100 }],
])('%d against %d is %p', (value, previous, change) => {
  expect(changeOf(value, previous)).toEqual(change);
});
