/**
 * The migrations allowed to remove, rename or narrow what an earlier release
 * may still read or write (the "contract" half of expand-then-contract), each
 * with why no running release is hurt. Every other migration only adds
 * (README "Upgrades"); test/migration-rules.test.ts holds them to it.
 */
export const CONTRACT_STEPS: Readonly<Record<string, string>> = {
  '006-dashboard-rollups':
    'drops the index daily_counts_kind_day for a covering one on the same leading columns; no code names an index, and it was not unique',
};
