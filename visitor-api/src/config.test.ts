import path from 'node:path';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      siteTimezone: 'Asia/Kolkata',
      honorDoNotTrack: true,
      trustProxy: { kind: 'none' },
      adminToken: null,
      bodyLimitBytes: 16384,
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3003');
  });
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['TRUST_PROXY', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['RETENTION_DAYS', '7'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}`));
  });
});

describe('DATABASE_PATH', () => {
  it('keeps :memory: as SQLite’s in-memory database, not a file path', () => {
    expect(loadConfig({ DATABASE_PATH: ':memory:' }).databasePath).toBe(':memory:');
  });
  it('resolves a file path against the working directory', () => {
    expect(loadConfig({ DATABASE_PATH: 'data/x.db' }).databasePath).toBe(path.resolve('data/x.db'));
  });
});
