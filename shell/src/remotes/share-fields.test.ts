import fs from 'node:fs';
import path from 'node:path';
import { SEED_CONTENT } from '@pawapuri/shared';
import { listRemotes } from '../../../tooling/site-remotes';
import { describeProblem } from './remote-entry';

// The full remote.json files: the shell's bundle carries only what its menus need.
const REMOTES = listRemotes();
const PAGES = REMOTES.flatMap(({ folder, description }) =>
  description.pages.map((page) => ({ folder, ...page })),
);
const DEVANAGARI = /[\u0900-\u097f]/;

describe('the sharing and search fields of every remote.json', () => {
  it.each(REMOTES.map(({ folder, description }) => [folder, description] as const))(
    '%s follows the rules of a remotes.json entry',
    (_folder, description) => {
      expect(describeProblem(description.pages, description.nav)).toBeNull();
    },
  );

  it.each(PAGES.filter((page) => page.description).map((page) => [page.path, page] as const))(
    '%s has a search-result length description in English and in Hindi',
    (_path, page) => {
      const { en = '', hi = '' } = page.description ?? {};
      expect(en.length).toBeGreaterThanOrEqual(120);
      expect(en.length).toBeLessThanOrEqual(160);
      expect(hi.length).toBeGreaterThanOrEqual(120);
      expect(hi.length).toBeLessThanOrEqual(160);
      expect(hi).toMatch(DEVANAGARI);
    },
  );

  it('leaves out only the descriptions of pages whose place the content describes', () => {
    const undescribed = PAGES.filter((page) => !page.description);
    expect(undescribed.map((page) => page.path)).toEqual([
      '/jal-mandir',
      '/gaon-mandir',
      '/samosaran',
    ]);
    for (const page of undescribed) {
      expect(page.place).toBeDefined();
      expect(SEED_CONTENT.places.map((place) => `/${place.id}`)).toContain(page.path);
    }
  });

  it('gives every page a share image of its own, drawn from artwork that exists', () => {
    for (const { folder, description } of REMOTES) {
      const images = description.pages.map((page) => page.image);
      expect(images.every((image) => /^og\/[\w-]+\.png$/.test(image ?? ''))).toBe(true);
      expect(new Set(images).size).toBe(images.length);
      for (const page of description.pages.filter((each) => each.artwork)) {
        const file = path.join(__dirname, '../../..', folder, page.artwork ?? '');
        expect(fs.existsSync(file)).toBe(true);
      }
    }
  });

  it('marks the keeper pages, and only them', () => {
    expect(PAGES.filter((page) => page.keeper).map((page) => page.path)).toEqual([
      '/analytics',
      '/analytics/shared',
      '/test-visitor',
      '/admin',
      '/admin/keepers',
      '/admin/set-password',
      '/admin/password',
      '/admin/my-data',
      '/admin/content',
    ]);
  });

  it('places the three principal temples in Pawapuri', () => {
    const placed = PAGES.filter((page) => page.place);
    expect(placed.map((page) => page.path)).toEqual(['/jal-mandir', '/gaon-mandir', '/samosaran']);
    for (const { place } of placed) {
      expect(place?.types).toEqual(['PlaceOfWorship', 'TouristAttraction']);
      expect(place?.address.locality).toBe('Pawapuri');
    }
  });
});
