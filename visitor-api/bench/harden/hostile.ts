import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { scriptKey } from '../script-key';
import { BROWSER_UA, VALID_VISIT, startApi, stopApi } from '../api-process';
import { ENDPOINTS, hostileCases, type HostileCase } from './hostile-cases';
import { send, statusClass, type RawAnswer } from './http';
import { judge } from './judge';
import { rowProblems } from './row-checks';
import type { Engine } from './stores';
import { table, type Verdict } from './table';

interface Outcome {
  hostile: HostileCase;
  answer: RawAnswer;
  added: number;
  removed: number;
  /** Visits this request added that it should not have (or stored unclean). */
  wronglyStored: number;
  /** Why the answer is not what a hardened API gives; empty when it is. */
  problems: string[];
}

/**
 * With a trusted proxy no request counts as from this
 * machine: a spoofed X-Forwarded-For must not reach the export (or the API
 * refuses to start, as older builds did).
 */
async function proxyWithoutToken(engine: Engine, ports?: [number, number]): Promise<Verdict> {
  const store = await engine.freshStore('proxy');
  const check = 'trusted proxy, no keeper account';
  try {
    const api = await startApi('src/server.ts', {
      env: { ...store.env, TRUST_PROXY: '1' },
      ...(ports ? { ports } : {}),
      timeoutMs: 20_000,
    });
    try {
      const statuses: number[] = [];
      for (const spoof of ['127.0.0.1, 198.51.100.7', '127.evil, 203.0.113.5']) {
        const answer = await send(api.port, {
          method: 'GET',
          path: '/api/visitors/export?format=csv',
          headers: { 'x-forwarded-for': spoof },
        });
        statuses.push(answer.status);
      }
      return {
        engine: engine.label,
        check,
        figure: `started; spoofed X-Forwarded-For export answered ${statuses.join(', ')}`,
        met: statuses.every((s) => s >= 400 && s < 500),
      };
    } finally {
      await stopApi(api);
    }
  } catch (error) {
    const said = (error instanceof Error ? error.message : String(error))
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !/exited|did not answer/.test(l))[0];
    return { engine: engine.label, check, figure: `refused to start: "${said ?? ''}"`, met: true };
  }
}

/** The hostile requests on one engine: every answer checked, the database counted around each. */
export async function runHostile(
  engine: Engine,
  ports?: [number, number],
): Promise<{ verdicts: Verdict[]; report: string }> {
  const store = await engine.freshStore('hostile');
  // An owner-role API key from the command line: what a key may do, it does.
  const adminToken = await scriptKey(store.env);
  const seededSession = `1732300000000-seed${randomBytes(3).toString('hex')}`;
  // A trusted proxy one hop away (a hop count, or `true` on older builds).
  const api = await startApi('src/server.ts', {
    env: { ...store.env, TRUST_PROXY: '1' },
    ...(ports ? { ports } : {}),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const seeded = await send(
        api.port,
        {
          method: 'POST',
          path: '/api/visitors/track',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
          body: JSON.stringify({ ...VALID_VISIT, sessionId: seededSession, pageVisited: `/s${i}` }),
        },
        agent,
      );
      if (seeded.status !== 201) throw new Error(`seeding a valid visit answered ${seeded.status}`);
    }
    let lastId = (await store.rowsAfter(0)).at(-1)?.id ?? 0;
    // One at a time, so a change in the row count belongs to the request just answered.
    for (const hostile of hostileCases({ adminToken, seededSession })) {
      const before = await store.count();
      // A fresh connection for each: a refused request may close its socket.
      const answer = await send(api.port, hostile.request, false);
      const after = await store.count();
      const added = Math.max(0, after - before);
      const removed = Math.max(0, before - after);
      const problems = judge(hostile, answer, added, removed);
      if (added > 0) {
        const fresh = await store.rowsAfter(lastId);
        lastId = fresh.at(-1)?.id ?? lastId;
        problems.push(...fresh.flatMap(rowProblems).map((p) => `stored row: ${p}`));
      }
      const wronglyStored = problems.some((p) => p.startsWith('stored')) ? added : 0;
      outcomes.push({ hostile, answer, added, removed, wronglyStored, problems });
    }
  } finally {
    agent.destroy();
    await stopApi(api);
  }
  // Every row once more at the end (each request's own rows are checked above).
  const badRows = (await store.rowsAfter(0)).filter((row) => rowProblems(row).length > 0);
  const proxy = await proxyWithoutToken(engine, ports);

  const rows = ENDPOINTS.map((endpoint) => {
    const mine = outcomes.filter((o) => o.hostile.endpoint === endpoint);
    const classes = (c: string) => mine.filter((o) => statusClass(o.answer.status) === c).length;
    return [
      endpoint,
      mine.length,
      classes('2xx'),
      classes('4xx'),
      classes('5xx'),
      classes('none'),
      mine.reduce((n, o) => n + o.wronglyStored, 0),
      mine.reduce(
        (n, o) => n + (o.problems.some((p) => p.startsWith('removed')) ? o.removed : 0),
        0,
      ),
      mine.filter((o) => o.problems.length > 0).length,
    ];
  });
  const sum = (column: number) => rows.reduce((n, row) => n + Number(row[column]), 0);
  const total = ['all', ...[1, 2, 3, 4, 5, 6, 7, 8].map(sum)];
  const failures = outcomes.filter((o) => o.problems.length > 0);
  const lines = [
    `hostile requests on ${engine.label}: ${outcomes.length}`,
    table(
      [
        'endpoint',
        'requests',
        '2xx',
        '4xx',
        '5xx',
        'no answer',
        'wrongly stored',
        'wrongly removed',
        'not as wanted',
      ],
      [...rows, total],
    ),
    `all stored visits failing the content checks: ${badRows.length}`,
    `${proxy.check}: ${proxy.figure}`,
    `answers not as a hardened API gives them (${failures.length}):`,
    ...failures
      .slice(0, 60)
      .map(
        (o) =>
          `  ${o.hostile.endpoint} / ${o.hostile.name}: ${o.problems.join('; ')}${o.answer.body ? ` (${o.answer.body.replace(/\s+/g, ' ').slice(0, 90)})` : ''}`,
      ),
    ...(failures.length > 60 ? [`  ... and ${failures.length - 60} more`] : []),
  ];
  const fiveXx = Number(total[4]);
  const noAnswer = Number(total[5]);
  const wronglyStored = Number(total[6]);
  return {
    report: lines.join('\n'),
    verdicts: [
      {
        engine: engine.label,
        check: `hostile requests: 5xx (of ${outcomes.length})`,
        figure: `${fiveXx} (${noAnswer} unanswered)`,
        met: fiveXx === 0 && noAnswer === 0,
      },
      {
        engine: engine.label,
        check: 'hostile requests: wrongly stored / removed',
        figure: `${wronglyStored} stored, ${badRows.length} stored rows failing the content checks, ${Number(total[7])} removed`,
        met: wronglyStored === 0 && badRows.length === 0 && Number(total[7]) === 0,
      },
      {
        engine: engine.label,
        check: 'hostile requests: answered as wanted',
        figure: `${outcomes.length - failures.length} of ${outcomes.length}`,
        met: failures.length === 0,
      },
      proxy,
    ],
  };
}
