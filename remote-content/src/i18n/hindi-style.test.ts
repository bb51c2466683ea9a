/** @jest-environment node */
import { SEED_ITEMS } from '../../../shared/src/content/seed';
import description from '../../remote.json';
import { accessibilityHi } from './accessibility-hi';
import { cabsHi } from './cabs-hi';
import { donateHi } from './donate-hi';
import { galleryHi } from './gallery-hi';
import { homeHi } from './home-hi';
import { hotelsHi } from './hotels-hi';
import { privacyHi } from './privacy-hi';
import { textHi } from './text-hi';
import { faults, strings } from '@pawapuri/shared/i18n/hindi-style-rules';

const HINDI = /[\u0900-\u097F]/;

describe('Hindi as a Jain pilgrim reads it', () => {
  it('the catalogs keep the style note', () => {
    const catalogs = {
      accessibilityHi,
      cabsHi,
      donateHi,
      galleryHi,
      homeHi,
      hotelsHi,
      privacyHi,
      textHi,
    };
    expect(faults(strings(catalogs, 'catalog'))).toEqual([]);
  });

  it('the content seed’s Hindi keeps it', () => {
    const hindi = SEED_ITEMS.flatMap((item) =>
      strings(item.data, `${item.kind}/${item.id}`),
    ).filter(([at, text]) => at.endsWith('.hi') && HINDI.test(text));
    expect(hindi.length).toBeGreaterThan(20);
    expect(faults(hindi)).toEqual([]);
  });

  it('remote.json’s Hindi keeps it', () => {
    const hindi = strings(description, 'remote.json').filter(([at]) => at.endsWith('.hi'));
    expect(faults(hindi)).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    expect(faults([['x', 'महावीर का निर्वाण, शाम 17:30 तक']]).length).toBe(2);
    expect(faults([['x', 'भगवान महावीर, शाम 5:30 से 8:30 बजे तक, 2026']])).toEqual([]);
  });
});
