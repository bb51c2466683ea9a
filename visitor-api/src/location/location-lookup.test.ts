import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaultGeoipDatabase } from '../common/settings/derived-settings';
import { LocationLookup } from './location-lookup';

const [IPV4_FILE, IPV6_FILE] = defaultGeoipDatabase() as [string, string];

function fakeLog() {
  const log = { info: jest.fn(), error: jest.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

describe('LocationLookup', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'location-lookup-'));
    file = path.join(dir, 'places.mmdb');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Replaces the file the way an operator should: write beside it, then rename over it. */
  function replaceWith(write: (to: string) => void): void {
    const next = `${file}.new`;
    write(next);
    fs.renameSync(next, file);
  }

  it('answers IPv4 from an IPv4 file and never searches an IPv6 address there', async () => {
    const lookup = await LocationLookup.open([IPV4_FILE], fakeLog().logger);
    expect(lookup.locate('8.8.8.8')).toEqual({ country: 'United States', city: 'Mountain View' });
    // In the IPv4 tree this address would land on some unrelated IPv4 network.
    expect(lookup.locate('2401:4900::1')).toEqual({ country: '', city: '' });
  });

  it('loads a replaced file at the next check, and logs it once', async () => {
    fs.copyFileSync(IPV4_FILE, file);
    const { log, logger } = fakeLog();
    const lookup = await LocationLookup.open([file], logger);
    expect(lookup.locate('2401:4900::1').country).toBe('');
    expect(await lookup.refresh()).toBe('unchanged');

    replaceWith((to) => fs.copyFileSync(IPV6_FILE, to));
    expect(await lookup.refresh()).toBe('reloaded');
    expect(lookup.locate('2401:4900::1')).toEqual({ country: 'India', city: 'Patna' });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toMatch(/reloaded/);
    expect(await lookup.refresh()).toBe('unchanged');
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('keeps the old database when the replacement is unreadable or missing, logging once', async () => {
    fs.copyFileSync(IPV4_FILE, file);
    const { log, logger } = fakeLog();
    const lookup = await LocationLookup.open([file], logger);

    replaceWith((to) => fs.writeFileSync(to, 'not a database'));
    expect(await lookup.refresh()).toBe('failed');
    expect(lookup.locate('49.36.0.1')).toEqual({ country: 'India', city: 'Navi Mumbai' });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toMatch(/previous one stays in use/);
    expect(await lookup.refresh()).toBe('unchanged');
    expect(log.error).toHaveBeenCalledTimes(1);

    fs.rmSync(file);
    expect(await lookup.refresh()).toBe('failed');
    expect(lookup.locate('49.36.0.1').country).toBe('India');
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('refuses to open a file that is missing or not an MMDB database, naming it', async () => {
    const missing = path.join(dir, 'missing.mmdb');
    await expect(LocationLookup.open([missing], fakeLog().logger)).rejects.toThrow(missing);
    fs.writeFileSync(file, 'not a database');
    await expect(LocationLookup.open([file], fakeLog().logger)).rejects.toThrow(
      `cannot read ${file} as an MMDB database`,
    );
    await expect(LocationLookup.open([IPV4_FILE, IPV4_FILE], fakeLog().logger)).rejects.toThrow(
      /two IPv4 databases/,
    );
  });
});
