import { Dictionary } from './dictionary';
import type { ColumnDimension } from './visit-columns';

/**
 * Columns counted together. A view counts every breakdown of the visits it
 * keeps, one column after another; these columns have few keys each and few
 * combinations of them, so a visit's keys in a group are also held as one
 * code of their combination, and a view counts that one code instead of five
 * keys: each column's counts are then summed from the combinations' counts.
 * Filters still read the columns themselves.
 */
export const COLUMN_GROUPS: readonly (readonly ColumnDimension[])[] = [
  ['browser', 'os', 'device', 'language', 'screen'],
  ['utmSource', 'utmMedium', 'utmCampaign', 'utmContent', 'utmTerm'],
];

/** The combinations of one group's codes seen so far, each coded once. */
export class ColumnGroup {
  private readonly combinations = new Dictionary();
  /** Each combination's code in each of the group's columns, in the group's order. */
  readonly members: number[][] = [];

  /** `columns`: the group's columns, as indexes of the visit's codes. */
  constructor(readonly columns: readonly number[]) {}

  /** The code of the combination of these columns in a visit's codes. */
  code(codes: readonly number[]): number {
    const members = this.columns.map((column) => codes[column]!);
    const code = this.combinations.code(members.join(','));
    if (code === this.members.length) this.members.push(members);
    return code;
  }

  /** Adds what the combinations counted to each of the group's columns' counts. */
  spread(combinations: Int32Array, counts: Int32Array[]): void {
    for (let code = 0; code < combinations.length; code += 1) {
      const found = combinations[code]!;
      if (found === 0) continue;
      const members = this.members[code]!;
      this.columns.forEach((column, at) => {
        counts[column]![members[at]!]! += found;
      });
    }
  }
}
