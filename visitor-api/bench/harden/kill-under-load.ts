import http from 'node:http';
import { BROWSER_UA, VALID_VISIT, startApi, stopApi } from '../api-process';
import { send } from './http';
import type { Engine } from './stores';
import type { Verdict } from './table';

/**
 * kill -9 while concurrent senders keep group commits in flight (the method of
 * test/kill.test.ts, here on the compiled server and on both engines): every
 * visit answered 201 before the kill must be in the database after a restart.
 */
export async function runKillUnderLoad(
  engine: Engine,
  {
    senders,
    minAcknowledged,
    maxSeconds,
  }: { senders: number; minAcknowledged: number; maxSeconds: number },
  ports?: [number, number],
): Promise<{ verdicts: Verdict[]; report: string }> {
  const store = await engine.freshStore('kill');
  const first = await startApi('src/server.ts', { env: store.env, ...(ports ? { ports } : {}) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  const acknowledged: number[] = [];
  let stop = false;
  const started = Date.now();
  const sender = async (n: number) => {
    for (let i = 0; !stop; i += 1) {
      const answer = await send(
        first.port,
        {
          method: 'POST',
          path: '/api/visitors/track',
          headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
          body: JSON.stringify({
            ...VALID_VISIT,
            sessionId: `1732300000000-k${n}`,
            pageVisited: `/k${i}`,
          }),
        },
        agent,
        5000,
      );
      if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
      else if (answer.status === 0) return; // the server is gone
    }
  };
  const running = Array.from({ length: senders }, (_, n) => sender(n));
  while (
    (acknowledged.length < minAcknowledged || Date.now() - started < 1000) &&
    Date.now() - started < maxSeconds * 1000
  ) {
    await new Promise((r) => setTimeout(r, 20));
  }
  first.child.kill('SIGKILL');
  const killedAfter = (Date.now() - started) / 1000;
  const atKill = acknowledged.length;
  await first.exited;
  stop = true;
  await Promise.all(running);
  agent.destroy();
  // Restarted as production would be (it opens, recovers and migrates the store), then stopped.
  const second = await startApi('src/server.ts', { env: store.env, ...(ports ? { ports } : {}) });
  await stopApi(second);
  const stored = await store.ids();
  const lost = acknowledged.filter((id) => !stored.has(id)).length;
  const unacknowledged = stored.size - (acknowledged.length - lost);
  const report =
    `kill -9 under load on ${engine.label}: ${senders} senders, killed after ${killedAfter.toFixed(1)} s; ` +
    `acknowledged (201) ${acknowledged.length} (${atKill} when the kill was sent), rows after restart ${stored.size}, ` +
    `acknowledged but lost ${lost}, stored but never acknowledged (in flight at the kill) ${unacknowledged}`;
  return {
    report,
    verdicts: [
      {
        engine: engine.label,
        check: 'kill -9: acknowledged visits lost',
        figure: `${lost} of ${acknowledged.length}`,
        met: lost === 0 && acknowledged.length > 0,
      },
    ],
  };
}
