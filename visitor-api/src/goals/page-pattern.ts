/**
 * A goal's page pattern, where `*` stands for any run of characters (`/`
 * included) and everything else is itself, case and all, in each of the
 * three forms it is matched in: a RegExp for the index in memory, a LIKE
 * pattern for PostgreSQL and a GLOB pattern for SQLite (whose LIKE ignores
 * ASCII case, so it would count more than the others).
 */
const parts = (pattern: string) => pattern.split('*');

export function pageRegExp(pattern: string): RegExp {
  const literal = (text: string) => text.replace(/[\\^$.|?+()[\]{}*]/g, (c) => `\\${c}`);
  return new RegExp(`^${parts(pattern).map(literal).join('[^]*')}$`, 'u');
}

/** For `like … escape '\'`. */
export function pageLikePattern(pattern: string): string {
  return parts(pattern)
    .map((text) => text.replace(/[\\%_]/g, (c) => `\\${c}`))
    .join('%');
}

/** For `glob …`: a literal `?` or `[` goes in brackets (GLOB has no escape character). */
export function pageGlobPattern(pattern: string): string {
  return parts(pattern)
    .map((text) => text.replace(/[?[]/g, (c) => `[${c}]`))
    .join('*');
}
