import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { repositoryLocalOrigins } from './local-origins';
import { SETTINGS } from './settings-schema';

const REPOSITORY = path.join(__dirname, '..', '..', '..', '..');

/** The ports in the remotes' own remote.json files. */
const remotePorts = (root: string): Record<string, number> =>
  Object.fromEntries(
    readdirSync(root)
      .filter((folder) => folder.startsWith('remote-'))
      .map((folder) => {
        const { name, port } = JSON.parse(
          readFileSync(path.join(root, folder, 'remote.json'), 'utf8'),
        ) as { name: string; port: number };
        return [name, port];
      }),
  );

const both = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

describe('the API’s default origins', () => {
  it('are every front end’s, each remote on the port of its remote.json', () => {
    const ports = remotePorts(REPOSITORY);
    expect(Object.keys(ports).length).toBeGreaterThanOrEqual(3);
    const { corsOrigins } = loadConfig({});
    for (const port of Object.values(ports))
      expect(corsOrigins).toEqual(expect.arrayContaining(both(port)));
    expect(SETTINGS.properties.KEEPER_STANDALONE_ORIGINS.default).toEqual(
      both(ports.remote_visitors!),
    );
  });

  describe('in a repository whose ports were changed', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), 'front-ends-'));
      mkdirSync(path.join(root, 'tooling'));
      // Every module at the top of tooling, so what front-ends.js requires
      // (and what that requires) comes along however it grows.
      for (const file of readdirSync(path.join(REPOSITORY, 'tooling'))) {
        if (file.endsWith('.js') && !file.endsWith('.test.js'))
          copyFileSync(path.join(REPOSITORY, 'tooling', file), path.join(root, 'tooling', file));
      }
      for (const [folder, name, port] of [
        ['remote-guide', 'remote_guide', 4321],
        ['remote-visitors', 'remote_visitors', 4555],
      ] as const) {
        mkdirSync(path.join(root, folder));
        const description = { name, port, pages: [], nav: [] };
        const file = path.join(root, folder, 'remote.json');
        writeFileSync(file, JSON.stringify(description));
      }
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('follow the one edit of each remote.json', () => {
      const origins = repositoryLocalOrigins(root);
      expect(origins.all).toEqual(expect.arrayContaining([...both(4321), ...both(4555)]));
      expect(origins.standalone).toEqual(both(4555));
      expect(origins.site).toHaveLength(2);
      expect(origins.all).toEqual(expect.arrayContaining(origins.site));
    });
  });

  it('are none where the API runs without the repository’s tooling', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-tooling-'));
    try {
      expect(repositoryLocalOrigins(empty)).toEqual({ all: [], site: [], standalone: [] });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
