import { splitAmenities, starCounts } from './rating';

describe('starCounts', () => {
  it.each([
    [4.5, { full: 4, half: 1, empty: 0 }],
    [4, { full: 4, half: 0, empty: 1 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [5, { full: 5, half: 0, empty: 0 }],
  ])('%f stars', (rating, counts) => {
    expect(starCounts(rating)).toEqual(counts);
  });
});

describe('splitAmenities', () => {
  it('shows the first three and counts the rest', () => {
    expect(splitAmenities(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(splitAmenities(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });
});
