import fs from 'node:fs';

/** What a file's first bytes say it is. */
export type FileKind = 'sqlite' | 'postgres' | 'other';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** pg_dump's custom format begins so. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP', 'latin1');

export function fileKind(file: string): FileKind {
  const head = Buffer.alloc(SQLITE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.equals(SQLITE_MAGIC)) return 'sqlite';
  if (head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'postgres';
  return 'other';
}
