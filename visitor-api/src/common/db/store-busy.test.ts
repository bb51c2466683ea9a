import vm from 'node:vm';
import { CommitTimeoutError, isStoreBusy } from './store-busy';

/** An error made in another context, as better-sqlite3 makes them under Jest. */
function foreignError(code: string, message = 'database is locked'): unknown {
  return vm.runInNewContext('Object.assign(new Error(message), { code })', { code, message });
}

describe('isStoreBusy', () => {
  it('knows a commit timeout, lock and statement timeouts, and a busy SQLite', () => {
    expect(isStoreBusy(new CommitTimeoutError(5000))).toBe(true);
    for (const code of ['55P03', '57014', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']) {
      expect(isStoreBusy(Object.assign(new Error('busy'), { code }))).toBe(true);
    }
    expect(isStoreBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('reads errors made in another context by their shape', () => {
    expect(foreignError('SQLITE_BUSY') instanceof Error).toBe(false);
    expect(isStoreBusy(foreignError('SQLITE_BUSY'))).toBe(true);
    expect(isStoreBusy(foreignError('SQLITE_CONSTRAINT'))).toBe(false);
  });

  it('leaves every other failure alone', () => {
    expect(isStoreBusy(Object.assign(new Error('bad'), { code: '22021' }))).toBe(false);
    expect(isStoreBusy(new Error('boom'))).toBe(false);
    expect(isStoreBusy('SQLITE_BUSY')).toBe(false);
    expect(isStoreBusy(null)).toBe(false);
  });
});
