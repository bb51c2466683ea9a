/**
 * Remembers (day, session) pairs already stored, so the common case (the same
 * tab visiting another page) skips the session bookkeeping queries. Only a
 * hint: a pair it forgets is simply checked against the database again.
 */
export class SessionDayCache {
  private pairs = new Set<string>();

  constructor(private readonly limit = 200_000) {}

  has(pair: string): boolean {
    return this.pairs.has(pair);
  }

  add(pair: string): void {
    if (this.pairs.size >= this.limit) this.pairs.clear();
    this.pairs.add(pair);
  }

  clear(): void {
    this.pairs.clear();
  }
}
