import type { RemoteDescription } from '@pawapuri/shared';
import { mergeRemotes } from './merge-remotes';

const page = (path: string) => ({ path, title: { en: path, hi: `${path} (हिं)` } });
const remote = (name: string, path: string): RemoteDescription => ({
  name,
  port: 4000,
  pages: [page(path)],
  nav: [{ id: name, path, icon: 'map' }],
});
const BUILT_IN = [remote('remote_a', '/a'), remote('remote_b', '/b')];
const url = (name: string) => `http://localhost/${name}/mf-manifest.json`;

describe('mergeRemotes', () => {
  it('gives each built-in remote the manifest of its entry', () => {
    const { remotes, problems } = mergeRemotes(BUILT_IN, {
      remote_a: url('a'),
      remote_b: { manifest: url('b') },
    });
    expect(remotes.map((r) => [r.name, r.manifest, r.pages])).toEqual([
      ['remote_a', url('a'), [page('/a')]],
      ['remote_b', url('b'), [page('/b')]],
    ]);
    expect(problems).toEqual([]);
  });

  it('keeps a remote with a missing or wrong entry, without a manifest, and says which', () => {
    const { remotes, problems } = mergeRemotes(BUILT_IN, { remote_b: 7 });
    expect(remotes.map((r) => [r.name, r.manifest, r.nav.length])).toEqual([
      ['remote_a', null, 1],
      ['remote_b', null, 1],
    ]);
    expect(problems).toEqual([
      'remotes.json: the entry "remote_a" is wrong: it is missing.',
      'remotes.json: the entry "remote_b" is wrong: its manifest must be an http(s) URL.',
    ]);
  });

  it('lets an entry replace the pages and navigation the shell was built with', () => {
    const { remotes } = mergeRemotes(BUILT_IN, {
      remote_a: { manifest: url('a'), pages: [page('/a'), page('/a/new')], nav: [] },
      remote_b: url('b'),
    });
    expect(remotes[0]!.pages).toEqual([page('/a'), page('/a/new')]);
    expect(remotes[0]!.nav).toEqual([]);
  });

  it('adds a remote it learns about only from remotes.json, after the built-in ones', () => {
    const { pages, nav } = remote('remote_c', '/c');
    const { remotes, problems } = mergeRemotes(BUILT_IN, {
      remote_c: { manifest: url('c'), pages, nav },
      remote_a: url('a'),
      remote_b: url('b'),
      remote_d: url('d'),
    });
    expect(remotes.map((r) => r.name)).toEqual(['remote_a', 'remote_b', 'remote_c']);
    expect(remotes[2]).toEqual({
      name: 'remote_c',
      pages,
      nav,
      manifest: url('c'),
      serverBuild: null,
    });
    expect(problems).toEqual([
      'remotes.json: the entry "remote_d" is wrong: a remote the shell was not built with must list its pages.',
    ]);
  });
});
