import { GroupCommit } from './group-commit';
import { CommitTimeoutError } from './store-busy';
import type { NewVisit, StoredVisit } from './visit-rows';

const visit = (page: string): NewVisit => ({
  visitTime: 0,
  ipAddress: '127.0.0.1',
  deviceType: 'desktop',
  browser: 'Chrome',
  operatingSystem: 'Linux',
  country: '',
  city: '',
  pageVisited: page,
  referrer: 'Direct',
  screenResolution: '1x1',
  sessionId: 's',
  language: 'en',
});

/** A store whose first transaction hangs until `unblock()` (a lock that never times out). */
function stuckStore() {
  const written: string[][] = [];
  let unblock: () => void = () => {};
  const gate = new Promise<void>((done) => (unblock = done));
  const write = async (visits: NewVisit[]): Promise<StoredVisit[]> => {
    await gate;
    written.push(visits.map((v) => v.pageVisited));
    return visits.map((v, i) => ({ id: i + 1, visitTime: v.visitTime, repeated: false }));
  };
  return { write, written, unblock };
}

describe('GroupCommit deadline', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('rejects visits not committed in time, and never writes the ones still queued', async () => {
    const store = stuckStore();
    const writer = new GroupCommit(store.write, 1000, 5000);
    const first = writer.add(visit('/first'));
    await jest.advanceTimersByTimeAsync(0); // the first batch starts and hangs
    const second = writer.add(visit('/second')); // queued behind it
    const settled = Promise.allSettled([first, second]);

    await jest.advanceTimersByTimeAsync(3000);
    expect(writer.state()).toEqual({ pending: 2, oldestPendingMs: 3000, failing: false });

    await jest.advanceTimersByTimeAsync(2000);
    const [a, b] = await settled;
    expect(a).toMatchObject({ status: 'rejected', reason: expect.any(CommitTimeoutError) });
    expect(b).toMatchObject({ status: 'rejected', reason: expect.any(CommitTimeoutError) });
    // The one in flight is still being written; the queued one is gone.
    expect(writer.state()).toEqual({ pending: 1, oldestPendingMs: 5000, failing: true });

    store.unblock();
    await jest.advanceTimersByTimeAsync(0);
    await writer.flushed();
    expect(store.written).toEqual([['/first']]);
    // A commit went through: no longer failing.
    expect(writer.state()).toEqual({ pending: 0, oldestPendingMs: null, failing: false });
  });

  it('stops reporting a failure two deadlines after it when nothing has been written since', async () => {
    const writer = new GroupCommit(async () => Promise.reject(new Error('locked')), 1000, 1000);
    const refused = expect(writer.add(visit('/a'))).rejects.toThrow('locked');
    await jest.advanceTimersByTimeAsync(0);
    await refused;
    expect(writer.state().failing).toBe(true);
    await jest.advanceTimersByTimeAsync(2001);
    expect(writer.state()).toEqual({ pending: 0, oldestPendingMs: null, failing: false });
  });
});
