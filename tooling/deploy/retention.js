'use strict';
/**
 * How long a version must outlive its replacement by default: the longest
 * cache lifetime of its files. Its hashed files are sent with
 * `max-age=31536000, immutable` (a year), so a page, a cached chunk list or
 * a saved offline copy from before a deploy may ask for them for a year.
 */
const DEFAULT_MAX_AGE_SECONDS = 31_536_000;
/** At least this many versions are kept, however old. */
const DEFAULT_KEEP = 5;

/**
 * The versions to delete. `versions` are the version folders there are
 * (`publishedAt`: when the folder was written), `history` the pointer's
 * switches in order (`{ version, at }`). A version's age counts from the
 * moment the pointer last moved off it (or its publication, if it never
 * was current). Kept: the one the pointer names, the `keep` most recently
 * used, and every one used within `maxAgeMs`.
 */
function versionsToPrune({ versions, history, current, keep, maxAgeMs, now }) {
  const lastUsed = new Map();
  history.forEach((entry, index) => {
    const next = history[index + 1];
    // Current until the next switch; the last switch is the current version.
    lastUsed.set(entry.version, next ? Date.parse(next.at) : now);
  });
  const used = (version) => lastUsed.get(version.version) ?? version.publishedAt;
  const byRecentUse = [...versions].sort((a, b) => used(b) - used(a));
  return byRecentUse
    .filter((version, index) => {
      if (version.version === current) return false;
      if (index < keep) return false;
      return now - used(version) >= maxAgeMs;
    })
    .map((version) => version.version);
}

module.exports = { DEFAULT_MAX_AGE_SECONDS, DEFAULT_KEEP, versionsToPrune };
