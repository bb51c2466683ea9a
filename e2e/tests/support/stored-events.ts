import Database from 'better-sqlite3';

export interface StoredEvent {
  name: string;
  page: string;
  properties: Record<string, string>;
}

/**
 * The events the e2e API has stored for one session, oldest first, read from
 * its SQLite file (the test runner names it) as the API left them.
 */
export function storedEvents(sessionId: string): StoredEvent[] {
  const file = process.env.E2E_DATABASE_PATH;
  if (!file) throw new Error('E2E_DATABASE_PATH is set by playwright.config.ts');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('select name, page, properties from events where session_id = ? order by id')
      .all(sessionId) as { name: string; page: string; properties: string }[];
    return rows.map((row) => ({
      name: row.name,
      page: row.page,
      properties: JSON.parse(row.properties) as Record<string, string>,
    }));
  } catch (error) {
    // The events table comes with the API's migrations: none yet means none stored.
    if (error instanceof Error && /no such table/.test(error.message)) return [];
    throw error;
  } finally {
    db.close();
  }
}
