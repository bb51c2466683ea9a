import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { HttpError } from '../../common/http/http-error';
import type { Database } from '../../common/db/database';
import type { Tables } from '../../common/db/tables';
import { connect } from '../../common/db/connect';
import { getDashboard } from '../store/get-dashboard';
import type { IndexLoaded, ReadAnswer, ReadRequest, WorkerSetup } from './messages';
import { visitIndexOf } from '../store/visit-index/visit-index';

/*
 * Reads filtered dashboard views beside the main thread, with the index of
 * the visits they are read from: its own read-only connection to the same
 * SQLite file (WAL lets readers run beside the writer), or its own small pool
 * to PostgreSQL, so neither a scan of stored visits nor one of the index ever
 * holds up tracking.
 */
const setup = workerData as WorkerSetup;

function open(): Database {
  const siteHosts = new Set(setup.siteHosts);
  if (setup.postgres) {
    const { url, schema, statementMs, lockMs } = setup.postgres;
    const database = connect({
      databaseUrl: url,
      databasePath: '',
      sqliteSynchronous: 'NORMAL',
      timeZone: setup.timeZone,
      timeouts: { statementMs, lockMs, sqliteBusyMs: setup.sqliteBusyMs },
      poolSize: WORKER_POOL_SIZE,
      ...(schema ? { pgSchema: schema } : {}),
    });
    return { ...database, siteHosts };
  }
  const connection = new BetterSqlite3(setup.databasePath, { readonly: true });
  connection.pragma(`busy_timeout = ${setup.sqliteBusyMs}`);
  return {
    db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: connection }) }),
    engine: 'sqlite',
    timeZone: setup.timeZone,
    siteHosts,
  };
}

/** Connections of the worker's own pool: the filtered-read limit lets only a few views in at once. */
const WORKER_POOL_SIZE = 3;
const database = open();
// The index of the visits lives here, beside the reads it serves; the API hears when it is in.
visitIndexOf(database, (indexRows) => parentPort?.postMessage({ indexRows } satisfies IndexLoaded));

parentPort?.on('message', (request: ReadRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});

async function answer({ id, query, options }: ReadRequest): Promise<ReadAnswer> {
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
