import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { storedCount, track, visit } from './helper';

// SQLite only: DATABASE_PATH applies when DATABASE_URL is unset.
describe('DATABASE_PATH=:memory:', () => {
  it('stores visits in memory and writes no file named :memory:', async () => {
    const stray = path.resolve(':memory:');
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATABASE_PATH: ':memory:',
        DATABASE_URL: '',
        // Storage alone is under test: no IP-location database to read first.
        GEOIP_DATABASE: 'off',
      }),
    });
    try {
      expect((await track(app, visit())).statusCode).toBe(201);
      expect(await storedCount(app)).toBe(1);
    } finally {
      await app.close();
    }
    expect(fs.existsSync(stray)).toBe(false);
    expect(fs.existsSync(`${stray}-wal`)).toBe(false);
  });
});
