import { BROWSER_UA, VALID_VISIT, startApi, stopApi } from '../api-process';
import { keepAliveAgents, send } from './http';
import { rowProblems } from './row-checks';
import type { Engine } from './stores';
import type { Verdict } from './table';

/** Fields that reach the database as text, each poisoned with a NUL in turn. */
const POISONED_FIELDS = ['browser', 'operatingSystem', 'language', 'country', 'city', 'referrer'];

/**
 * Valid and poisoned visits sent at the same moment, so they share group-commit
 * batches: a poisoned visit may be refused (or stored cleaned), but every valid
 * one must get its 201 and be stored.
 */
export async function runPoisonedBatch(
  engine: Engine,
  { valid, poisoned, rounds }: { valid: number; poisoned: number; rounds: number },
  ports?: [number, number],
): Promise<{ verdicts: Verdict[]; report: string }> {
  const store = await engine.freshStore('poisoned');
  const api = await startApi('src/server.ts', { env: store.env, ...(ports ? { ports } : {}) });
  const agents = keepAliveAgents(4, 32);
  const validStatuses = new Map<number, number>();
  const poisonedStatuses = new Map<number, number>();
  const acknowledged: number[] = [];
  let poisonedStored = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const requests = [
        ...Array.from({ length: valid }, (_, i) => ({
          poisoned: false,
          body: {
            ...VALID_VISIT,
            sessionId: `1732300000000-v${round}x${i}`,
            pageVisited: `/v${i}`,
          },
        })),
        ...Array.from({ length: poisoned }, (_, i) => {
          const field = POISONED_FIELDS[i % POISONED_FIELDS.length] ?? 'browser';
          return {
            poisoned: true,
            body: {
              ...VALID_VISIT,
              sessionId: `1732300000000-p${round}x${i}`,
              [field]: 'Chr\u0000ome',
            },
          };
        }),
      ];
      // Poisoned visits spread through the valid ones, as on a busy day.
      const step = Math.max(1, Math.floor(requests.length / (poisoned + 1)));
      const order = requests.filter((r) => !r.poisoned);
      requests.filter((r) => r.poisoned).forEach((r, i) => order.splice((i + 1) * step, 0, r));
      const answers = await Promise.all(
        order.map((r, i) =>
          send(
            api.port,
            {
              method: 'POST',
              path: '/api/visitors/track',
              headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
              body: JSON.stringify(r.body),
            },
            agents[i % agents.length],
          ).then((answer) => ({ ...r, answer })),
        ),
      );
      for (const { poisoned: isPoisoned, answer } of answers) {
        const tally = isPoisoned ? poisonedStatuses : validStatuses;
        tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
        if (answer.status !== 201) continue;
        if (isPoisoned) poisonedStored += 1;
        else acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
      }
    }
  } finally {
    agents.forEach((agent) => agent.destroy());
    await stopApi(api);
  }
  const stored = await store.ids();
  const lostAcknowledged = acknowledged.filter((id) => !stored.has(id)).length;
  const badRows = (await store.rowsAfter(0)).filter((row) => rowProblems(row).length > 0).length;
  const sent = valid * rounds;
  const validFailed = sent - acknowledged.length;
  const describe = (tally: Map<number, number>) =>
    [...tally.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([status, n]) => `${status || 'no answer'}: ${n}`)
      .join(', ');
  const report = [
    `poisoned batch on ${engine.label}: ${rounds} rounds of ${valid} valid + ${poisoned} poisoned (NUL) visits sent together over keep-alive connections`,
    `  valid visits: ${describe(validStatuses)}; not answered 201: ${validFailed} of ${sent}`,
    `  poisoned visits: ${describe(poisonedStatuses)} (${poisonedStored} stored; ${badRows} stored rows fail the content checks)`,
    `  acknowledged valid visits missing from the database: ${lostAcknowledged}`,
  ].join('\n');
  return {
    report,
    verdicts: [
      {
        engine: engine.label,
        check: 'poisoned batch: valid visits not 201',
        figure: `${validFailed} of ${sent}`,
        met: validFailed === 0 && lostAcknowledged === 0,
      },
      {
        engine: engine.label,
        check: 'poisoned batch: poisoned visits 5xx / stored unclean',
        figure: `${[...poisonedStatuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0)} / ${badRows}`,
        met: [...poisonedStatuses.keys()].every((s) => s > 0 && s < 500) && badRows === 0,
      },
    ],
  };
}
