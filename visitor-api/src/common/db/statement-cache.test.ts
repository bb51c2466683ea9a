import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const raw = new BetterSqlite3(':memory:');
    const prepare = jest.spyOn(raw, 'prepare');
    const db = withStatementCache(raw);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.prepare('insert into t (n) values (?)').run([2]);
    expect(db.prepare('select count(*) as c from t').all([])).toEqual([{ c: 2 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.close();
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(new BetterSqlite3(':memory:'));
    db.prepare('create table t (n integer)').run([]);
    db.prepare('insert into t (n) values (1), (2)').run([]);
    const sql = 'select n from t order by n';
    const outer = db.prepare(sql).iterate([]);
    expect(outer.next().value).toEqual({ n: 1 });
    expect(db.prepare(sql).all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(outer.next().value).toEqual({ n: 2 });
    outer.return?.();
    db.close();
  });
});
