/** What a backup or restore reports: the file, the data it holds and how long it took. */
export interface BackupSummary {
  engine: 'sqlite' | 'postgres';
  /** The backup file written or read. */
  file: string;
  /** The database it was taken from or restored into (a file, or a schema). */
  store: string;
  /** Whether the backup file is encrypted (age, to BACKUP_PUBLIC_KEY). */
  encrypted?: boolean;
  /** The backup file's size. */
  bytes: number;
  /** The last migration applied to the data (its schema version). */
  schemaVersion: string;
  /** Rows of every table, by table name. */
  rows: Record<string, number>;
  milliseconds: number;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)`;
}

/** The lines the commands print, one fact per line. */
export function summaryLines(command: 'backup' | 'restore', summary: BackupSummary): string[] {
  const tables = Object.entries(summary.rows)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => `    ${table}: ${rows.toLocaleString('en-US')}`);
  return [
    ...(command === 'backup'
      ? [`backup written: ${summary.file}`, `  from: ${summary.store}`]
      : [`restored: ${summary.file}`, `  into: ${summary.store}`]),
    `  engine: ${summary.engine}, schema version ${summary.schemaVersion}`,
    `  encrypted: ${summary.encrypted ? 'yes (age)' : 'no'}`,
    `  size: ${megabytes(summary.bytes)}`,
    '  rows:',
    ...tables,
    `  took ${(summary.milliseconds / 1000).toFixed(2)} s`,
  ];
}
