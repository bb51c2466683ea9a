/** @jest-environment node */
import { browserDescription } from '@pawapuri/shared/seo';
import { listRemotes, remotesFile } from '../../../tooling/site-remotes';
import { BUILT_IN_REMOTES } from '../remotes/built-in-remotes';
import { mergeRemotes } from '../remotes/merge-remotes';
import { inlinedRemotesFile } from './inlined-remotes-file';

const CRAWLER_FIELDS = ['heading', 'description', 'image', 'artwork', 'place'];

/** The site's remotes.json, as `npm start` writes it. */
const siteFile = (): Record<string, unknown> =>
  remotesFile(
    listRemotes().map((remote) => remote.description),
    (description) => `http://127.0.0.1:${description.port}/mf-manifest.json`,
  );

/** What the browser makes of a remotes.json: its remotes as the menus read them, and the problems it logs. */
function asTheBrowserReadsIt(file: Record<string, unknown>) {
  const { remotes, problems } = mergeRemotes(BUILT_IN_REMOTES, file);
  return { remotes: remotes.map((remote) => browserDescription(remote)), problems };
}

describe('remotes.json as the server writes it into a page', () => {
  it("keeps only what the browser reads of the site's pages, at a fraction of the size", () => {
    const file = siteFile();
    const inlined = inlinedRemotesFile(file);
    const pages = Object.values(inlined).flatMap((entry) => (entry as { pages: object[] }).pages);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      expect(Object.keys(page).filter((key) => CRAWLER_FIELDS.includes(key))).toEqual([]);
    }
    for (const [name, entry] of Object.entries(inlined)) {
      const original = file[name] as { manifest: string; nav: unknown };
      expect(entry).toMatchObject({ manifest: original.manifest, nav: original.nav });
    }
    expect(JSON.stringify(inlined).length).toBeLessThan(JSON.stringify(file).length / 2);
    expect(asTheBrowserReadsIt(inlined)).toEqual(asTheBrowserReadsIt(file));
    expect(asTheBrowserReadsIt(inlined).problems).toEqual([]);
  });

  it('leaves an entry the shell rejects as it is, so the browser rejects it the same way', () => {
    const file = siteFile();
    const content = file.remote_content as { pages: object[] };
    const broken = {
      ...content,
      pages: [{ ...content.pages[0], description: 5 }, ...content.pages.slice(1)],
    };
    const withProblems: Record<string, unknown> = {
      ...file,
      remote_content: broken,
      remote_tools: 'http://127.0.0.1:3002/mf-manifest.json',
      remote_guide: { manifest: 'ftp://127.0.0.1/mf-manifest.json', pages: [] },
    };
    const inlined = inlinedRemotesFile(withProblems);
    expect(inlined.remote_content).toBe(broken);
    expect(inlined.remote_tools).toBe(withProblems.remote_tools);
    expect(inlined.remote_guide).toBe(withProblems.remote_guide);
    const read = asTheBrowserReadsIt(inlined);
    expect(read.problems).toHaveLength(2);
    expect(read).toEqual(asTheBrowserReadsIt(withProblems));
  });

  it('adds a remote the shell was not built with, trimmed the same way', () => {
    const title = { en: 'Guide', hi: 'गाइड' };
    const guide = {
      manifest: 'http://127.0.0.1:3009/mf-manifest.json',
      pages: [{ path: '/guide', title, image: 'og/guide.png' }],
      nav: [{ id: 'guide', path: '/guide', icon: 'map' }],
    };
    const inlined = inlinedRemotesFile({ ...siteFile(), remote_guide: guide });
    expect(inlined.remote_guide).toEqual({
      ...guide,
      pages: [{ path: '/guide', title }],
    });
  });

  it('leaves out the server build, which only the server reads', () => {
    const serverBuild = {
      path: 'server/routes.1a2b3c4d.js',
      integrity: `sha384-${'A'.repeat(64)}`,
    };
    const file = siteFile();
    const withBuilds = Object.fromEntries(
      Object.entries(file).map(([name, entry]) => [name, { ...(entry as object), serverBuild }]),
    );
    const inlined = inlinedRemotesFile({
      ...withBuilds,
      remote_tools: { manifest: 'http://127.0.0.1:3002/mf-manifest.json', serverBuild },
    });
    expect(JSON.stringify(inlined)).not.toContain('serverBuild');
    expect(inlined).toEqual(
      inlinedRemotesFile({
        ...file,
        remote_tools: { manifest: 'http://127.0.0.1:3002/mf-manifest.json' },
      }),
    );
  });

  it('leaves a file that is no object of entries for the browser to reject', () => {
    const list = [siteFile()] as unknown as Record<string, unknown>;
    expect(inlinedRemotesFile(list)).toBe(list);
  });
});
