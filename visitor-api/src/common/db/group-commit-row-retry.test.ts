import { GroupCommit } from './group-commit';
import { isRowError } from './row-error';
import type { NewVisit, StoredVisit } from './visit-rows';

const visit = (browser: string): NewVisit => ({
  visitTime: 1_790_000_000_000,
  ipAddress: '10.0.0.1',
  deviceType: 'desktop',
  browser,
  operatingSystem: 'Windows',
  country: '',
  city: '',
  pageVisited: '/',
  referrer: 'Direct',
  screenResolution: '1920x1080',
  sessionId: 's1',
  language: 'en-IN',
});

/**
 * A store whose transactions fail with `error` whenever they hold a visit of
 * browser 'bad', and with a lost connection when one holds browser 'down'.
 */
function store(error: object) {
  const batches: string[][] = [];
  let id = 0;
  const write = async (visits: NewVisit[]): Promise<StoredVisit[]> => {
    batches.push(visits.map((v) => v.browser));
    if (visits.some((v) => v.browser === 'bad')) throw Object.assign(new Error('refused'), error);
    if (visits.length === 1 && visits[0]?.browser === 'down') {
      throw Object.assign(new Error('connection lost'), { code: 'ECONNRESET' });
    }
    return visits.map((v) => ({ id: (id += 1), visitTime: v.visitTime, repeated: false }));
  };
  return { batches, writer: new GroupCommit(write) };
}

describe('GroupCommit', () => {
  it('writes a batch the database refused again row by row: only the bad visit fails', async () => {
    const { batches, writer } = store({ code: 'SQLITE_CONSTRAINT_CHECK' });
    const names = ['a', 'b', 'bad', 'c', 'd'];
    const results = await Promise.allSettled(names.map((name) => writer.add(visit(name))));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(batches).toEqual([names, ...names.map((name) => [name])]);
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(new Set(ids).size).toBe(4);
  });

  it('stops writing row by row once the database itself fails', async () => {
    const { batches, writer } = store({ code: '23514' });
    const names = ['a', 'bad', 'down', 'c', 'd'];
    const results = await Promise.allSettled(names.map((name) => writer.add(visit(name))));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(batches).toEqual([names, ['a'], ['bad'], ['down']]);
  });

  it('fails the whole batch at once when the database itself is at fault', async () => {
    const { batches, writer } = store({ code: 'ECONNREFUSED' });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((n) => writer.add(visit(n))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(batches).toHaveLength(1);
  });
});

describe('isRowError', () => {
  it.each([
    ['a NUL byte PostgreSQL cannot store', true, { code: '22021' }],
    ['a PostgreSQL check constraint', true, { code: '23514' }],
    ['a SQLite trigger or constraint', true, { code: 'SQLITE_CONSTRAINT_TRIGGER' }],
    ['a PostgreSQL statement timeout', false, { code: '57014' }],
    ['a PostgreSQL lock timeout', false, { code: '55P03' }],
    ['a busy SQLite database', false, { code: 'SQLITE_BUSY' }],
    ['a full disk', false, { code: 'SQLITE_FULL' }],
    ['a lost connection', false, { code: 'ECONNRESET' }],
    ['an error without a code', false, new Error('boom')],
  ])('treats %s as a row error: %s', (_, expected, error) => {
    expect(isRowError(error)).toBe(expected);
  });
});
