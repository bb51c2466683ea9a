import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { HttpError } from '../../http/http-error';
import type { Database } from '../database';
import type { Tables } from '../tables';
import { getDashboard } from '../queries/dashboard/get-dashboard';
import type { IndexLoaded, ReadAnswer, ReadRequest, WorkerSetup } from './messages';
import { visitIndexOf } from '../visit-index/visit-index';

/*
 * Reads filtered dashboard views beside the main thread: its own read-only
 * connection to the same SQLite file (WAL lets readers run beside the writer),
 * so the seconds a year of raw visits takes never block tracking.
 */
const setup = workerData as WorkerSetup;
const connection = new BetterSqlite3(setup.databasePath, { readonly: true });
connection.pragma(`busy_timeout = ${setup.sqliteBusyMs}`);
const database: Database = {
  db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) }),
  engine: 'sqlite',
  timeZone: setup.timeZone,
  siteHosts: new Set(setup.siteHosts),
};
const hold = setup.holdFlag ? new Int32Array(setup.holdFlag) : null;
// The index of the visits lives here, beside the reads it serves; the API hears when it is in.
visitIndexOf(database, (indexRows) => parentPort?.postMessage({ indexRows } satisfies IndexLoaded));

parentPort?.on('message', (request: ReadRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});

async function answer({ id, query, options }: ReadRequest): Promise<ReadAnswer> {
  // Blocks this thread as a long scan would, until the test lets it go.
  if (hold) Atomics.wait(hold, 0, 0);
  try {
    return { id, view: await getDashboard(database, query, options) };
  } catch (error) {
    const { message, statusCode, field } = error as Partial<HttpError>;
    return {
      id,
      error: {
        message: message ?? String(error),
        ...(error instanceof HttpError ? { statusCode, field } : {}),
      },
    };
  }
}
