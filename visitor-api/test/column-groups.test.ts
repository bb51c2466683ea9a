import { ColumnGroup } from '../src/dashboard/store/visit-index/column-groups';

describe('a group of columns counted as their combinations', () => {
  it('codes each combination once and spreads its counts to every column of the group', () => {
    // Columns 1 and 3 of a visit's codes form the group; 0 and 2 are not in it.
    const group = new ColumnGroup([1, 3]);
    expect(group.code([9, 0, 9, 2])).toBe(0);
    expect(group.code([7, 1, 7, 2])).toBe(1);
    expect(group.code([5, 0, 5, 2])).toBe(0);
    expect(group.members).toEqual([
      [0, 2],
      [1, 2],
    ]);
    const counts = [new Int32Array(10), new Int32Array(2), new Int32Array(10), new Int32Array(3)];
    group.spread(Int32Array.from([4, 3]), counts);
    expect(Array.from(counts[1]!)).toEqual([4, 3]);
    expect(Array.from(counts[3]!)).toEqual([0, 0, 7]);
    // Columns outside the group are left as they were.
    expect(counts[0]!.every((count) => count === 0)).toBe(true);
  });
});
