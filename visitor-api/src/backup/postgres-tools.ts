import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * libpq's environment for the connection `DATABASE_URL` names. The URL holds
 * the password, and a command line is visible to every user of the machine
 * (`ps`), so pg_dump and pg_restore get it through PGPASSWORD instead. What
 * the URL leaves out comes from the environment, as for the API's own
 * connections (node-postgres reads the same PG* variables).
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const query = url.searchParams;
  const fromUrl: Record<string, string | null> = {
    PGHOST: query.get('host') ?? (url.hostname.replace(/^\[(.*)\]$/, '$1') || null),
    PGPORT: query.get('port') ?? (url.port || null),
    PGUSER: url.username ? decodeURIComponent(url.username) : null,
    PGPASSWORD: url.password ? decodeURIComponent(url.password) : null,
    PGDATABASE: url.pathname.length > 1 ? decodeURIComponent(url.pathname.slice(1)) : null,
    PGSSLMODE: query.get('sslmode'),
  };
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'visitor-api-backup' };
  for (const [name, value] of Object.entries(fromUrl)) if (value !== null) env[name] = value;
  // libpq's default database is the user's name, as node-postgres's is.
  env.PGDATABASE ??= env.PGUSER ?? env.USER;
  return env;
}

export interface ToolRun {
  stdout: string;
  stderr: string;
}

/**
 * Runs a PostgreSQL client tool; a missing tool or a non-zero exit is a
 * BackupError carrying the tool's own message. `onLine` receives standard
 * output line by line instead of keeping it (a whole archive as SQL can be large).
 */
export function runTool(
  tool: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  onLine?: (line: string) => void,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        return;
      }
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed (Debian: apt-get install postgresql-client)`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (onLine && pending) onLine(pending);
      if (code === 0) resolve({ stdout, stderr });
      else reject(new BackupError(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.20 …` → 15). */
export async function toolMajorVersion(tool: string): Promise<number> {
  const { stdout } = await runTool(tool, ['--version'], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new BackupError(`cannot read the version of ${tool}: ${stdout.trim()}`);
  return Number(match[1]);
}

/**
 * A dump must not come from a pg_dump newer than the server it is taken from
 * or restored into. pg_dump dumps older servers, but its archive may carry
 * settings and syntax an older server lacks (pg_dump 17 writes
 * `SET transaction_timeout`, unknown before 17) in a format an older
 * pg_restore cannot read, so the backup could not be restored where it came
 * from. (An older pg_dump refuses a newer server by itself.) Install the
 * client of the server's version (Debian: postgresql-client-NN).
 */
export function checkDumpVersion(dumpMajor: number, serverMajor: number, what: string): void {
  if (dumpMajor > serverMajor) {
    throw new BackupError(
      `${what} is pg_dump ${dumpMajor}, newer than the PostgreSQL ${serverMajor} server: its archive may use settings and a format PostgreSQL ${serverMajor} does not know; use pg_dump ${serverMajor} (postgresql-client-${serverMajor})`,
    );
  }
}
