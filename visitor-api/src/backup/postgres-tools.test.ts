import { checkDumpVersion, libpqEnvironment } from './postgres-tools';

describe('libpqEnvironment', () => {
  it('passes every part of the URL, the password decoded, in PG* variables', () => {
    const env = libpqEnvironment(
      'postgres://keeper:p%40ss%3Aw%2Frd@db.example:5433/site?sslmode=require',
    );
    expect(env).toMatchObject({
      PGHOST: 'db.example',
      PGPORT: '5433',
      PGUSER: 'keeper',
      PGPASSWORD: 'p@ss:w/rd',
      PGDATABASE: 'site',
      PGSSLMODE: 'require',
    });
  });

  it('takes a socket folder from ?host= and an IPv6 address without brackets', () => {
    expect(libpqEnvironment('postgres://api@localhost/site?host=/run/postgresql').PGHOST).toBe(
      '/run/postgresql',
    );
    expect(libpqEnvironment('postgres://api@[::1]:5432/site').PGHOST).toBe('::1');
  });

  it('leaves to the environment what the URL does not say, and the database defaults to the user', () => {
    const saved = process.env.PGPASSWORD;
    process.env.PGPASSWORD = 'from-a-pgpass-like-setting';
    try {
      const env = libpqEnvironment('postgres://api@127.0.0.1');
      expect(env.PGPASSWORD).toBe('from-a-pgpass-like-setting');
      expect(env.PGDATABASE).toBe('api');
      expect(env.PGPORT).toBe(process.env.PGPORT);
    } finally {
      if (saved === undefined) delete process.env.PGPASSWORD;
      else process.env.PGPASSWORD = saved;
    }
  });
});

describe('checkDumpVersion', () => {
  it('accepts the same or an older pg_dump, refuses a newer one with the client to install', () => {
    expect(() => checkDumpVersion(15, 15, 'pg_dump')).not.toThrow();
    expect(() => checkDumpVersion(14, 16, 'the archive')).not.toThrow();
    expect(() => checkDumpVersion(17, 15, 'pg_dump')).toThrow(
      /pg_dump 17, newer than the PostgreSQL 15 server.*postgresql-client-15/,
    );
  });
});
