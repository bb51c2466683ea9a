import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SiteContentSchema } from '@pawapuri/shared/contract';
import { SEED_CONTENT, SEED_ITEMS } from '@pawapuri/shared/content/seed';
import { AJV_FORMATS } from '../common/input/text-input';

// The checks the API validates the text formats with, and an ISO date-time.
for (const [name, check] of Object.entries(AJV_FORMATS)) FormatRegistry.Set(name, check);
FormatRegistry.Set('date-time', (text) => !Number.isNaN(Date.parse(text)) && text.includes('T'));

describe('the seed content as a published copy', () => {
  it('matches the contract of the published content', () => {
    const problems = [...Value.Errors(SiteContentSchema, SEED_CONTENT)].map(
      (error) => `${error.path}: ${error.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('is version 0, every item at revision 0, and holds every seed item', () => {
    expect(SEED_CONTENT.version).toBe(0);
    const lists = [
      SEED_CONTENT.places,
      SEED_CONTENT.festivals,
      SEED_CONTENT.stays,
      SEED_CONTENT.operators,
      SEED_CONTENT.routes,
      SEED_CONTENT.helpNumbers,
    ];
    const items = [...lists.flat(), SEED_CONTENT.donation];
    expect(items.every((item) => item?.revision === 0)).toBe(true);
    expect(items).toHaveLength(SEED_ITEMS.length);
  });

  it('is refused by the check when a fact is missing (the check can fail)', () => {
    const [place, ...others] = SEED_CONTENT.places;
    const withoutHours: Record<string, unknown> = { ...place };
    delete withoutHours.hours;
    expect(
      Value.Check(SiteContentSchema, { ...SEED_CONTENT, places: [withoutHours, ...others] }),
    ).toBe(false);
  });
});
