/** @jest-environment node */
import type { PublishedContent } from '../content/published-content';
import { SEED_CONTENT } from '../content/seed';
import type { PageDescription } from '../types/remote';
import { headTags } from './head-tags';
import { pageFacts } from './page-facts';

const HISTORY: PageDescription = {
  path: '/jal-mandir/history',
  title: { en: 'History', hi: 'इतिहास' },
  heading: { en: 'History of the Jal Mandir', hi: 'जल मंदिर का इतिहास' },
  description: { en: 'From the nirvana to today.', hi: 'निर्वाण से आज तक।' },
};

const PLACE_PAGE: PageDescription = {
  path: '/jal-mandir',
  title: { en: 'Jal Mandir', hi: 'जल मंदिर' },
  place: {
    types: ['PlaceOfWorship'],
    address: {
      locality: 'Pawapuri',
      district: 'Nalanda',
      region: 'Bihar',
      postalCode: '803115',
      country: 'IN',
    },
  },
};

function contentDescribing(description: { en: string; hi: string }): PublishedContent {
  const [first, ...rest] = SEED_CONTENT.places.filter((place) => place.id === 'jal-mandir');
  if (!first || rest.length > 0) throw new Error('The seed content has no single Jal Mandir');
  return { ...SEED_CONTENT, places: [{ ...first, description }] };
}

const head = (page: PageDescription, content: PublishedContent, language: 'en' | 'hi') =>
  headTags({
    page,
    content,
    language,
    baseUrl: 'https://p.example',
    remoteBaseUrl: 'https://p.example/',
  });

describe('pageFacts', () => {
  it('takes the heading where the entry has one, and its description, in the language asked for', () => {
    expect(pageFacts(HISTORY, SEED_CONTENT, 'en')).toEqual({
      title: 'History of the Jal Mandir',
      description: 'From the nirvana to today.',
    });
    expect(pageFacts(HISTORY, SEED_CONTENT, 'hi')).toEqual({
      title: 'जल मंदिर का इतिहास',
      description: 'निर्वाण से आज तक।',
    });
  });

  it('takes the menu title where the entry has no heading, and no description where it has none', () => {
    const plain = { path: '/privacy', title: { en: 'Privacy', hi: 'गोपनीयता' } };
    expect(pageFacts(plain, SEED_CONTENT, 'hi')).toEqual({ title: 'गोपनीयता', description: '' });
  });

  it('describes a place’s page by the published place, as plain text', () => {
    const content = contentDescribing({
      en: 'The **white** temple.\n\nIn a pond.',
      hi: 'सफ़ेद मंदिर।',
    });
    expect(pageFacts(PLACE_PAGE, content, 'en').description).toBe('The white temple. In a pond.');
    expect(pageFacts(PLACE_PAGE, content, 'hi').description).toBe('सफ़ेद मंदिर।');
  });

  it('describes a place’s page by its place in the browser’s copy too, which has no `place`', () => {
    const content = contentDescribing({ en: 'The white temple.', hi: 'सफ़ेद मंदिर।' });
    const { place, ...asTheBrowserHasIt } = PLACE_PAGE;
    expect(place).toBeDefined();
    expect(pageFacts(asTheBrowserHasIt, content, 'en')).toEqual(
      pageFacts(PLACE_PAGE, content, 'en'),
    );
    expect(pageFacts(asTheBrowserHasIt, content, 'en').description).toBe('The white temple.');
  });

  it('is what the server’s head says, in both languages', () => {
    const content = contentDescribing({ en: 'A temple & a pond.', hi: 'सरोवर का मंदिर।' });
    for (const page of [HISTORY, PLACE_PAGE]) {
      for (const language of ['en', 'hi'] as const) {
        const facts = pageFacts(page, content, language);
        const tags = head(page, content, language);
        const escaped = facts.description.replace(/&/g, '&amp;');
        expect(tags).toContain(
          `<title>${facts.title} · ${language === 'en' ? 'Pawapuri' : 'पावापुरी'}</title>`,
        );
        if (facts.description) {
          expect(tags).toContain(`<meta name="description" content="${escaped}">`);
        }
      }
    }
  });
});
