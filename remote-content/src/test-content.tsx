import type { ReactElement } from 'react';
import {
  SEED_CONTENT,
  SiteContentContext,
  type PublishedContent,
  type PublishedDonation,
  type PublishedHelpNumber,
  type PublishedOperator,
  type PublishedPhoto,
  type PublishedRoute,
  type PublishedStay,
} from '@pawapuri/shared';
import { renderPage } from './test-utils';

/** Published content for component tests: lists built here, the rest empty. */
const published = { revision: 1, publishedAt: '2026-11-01T00:00:00.000Z' };
const unconfirmed = { verified: false, verifiedOn: null };

export function stayItem(id: string, name: string, fields: Partial<PublishedStay> = {}) {
  return {
    ...published,
    id,
    name: { en: name, hi: `${name} (हि)` },
    dharamshala: false,
    rating: 4,
    distanceKm: 1.2,
    priceMin: 1200,
    priceMax: 2800,
    amenities: [],
    phone: '+91 00000 00002',
    address: { en: `Main Road, Pawapuri`, hi: 'मुख्य सड़क, पावापुरी' },
    order: 10,
    ...unconfirmed,
    ...fields,
  } satisfies PublishedStay;
}

export function operatorItem(id: string, name: string, fields: Partial<PublishedOperator> = {}) {
  return {
    ...published,
    id,
    name: { en: name, hi: `${name} (हि)` },
    mode: 'auto',
    description: { en: `${name} rides`, hi: `${name} सवारी` },
    phone: '+91 00000 00011',
    hours: { opens: '06:00', closes: '20:00' },
    fare: { from: 30, note: { en: 'Example rate', hi: 'उदाहरण दर' } },
    order: 10,
    ...unconfirmed,
    ...fields,
  } satisfies PublishedOperator;
}

export function routeItem(id: string, from: string, fields: Partial<PublishedRoute> = {}) {
  return {
    ...published,
    id,
    from: { en: from, hi: `${from} (हि)` },
    placeType: 'town',
    distanceKm: 19,
    measure: 'road',
    fares: [{ mode: 'auto', min: 200 }],
    order: 10,
    ...unconfirmed,
    ...fields,
  } satisfies PublishedRoute;
}

export function helpNumberItem(
  id: string,
  label: string,
  number: string | null,
  fields: Partial<PublishedHelpNumber> = {},
) {
  return {
    ...published,
    id,
    label: { en: label, hi: `${label} (हि)` },
    number,
    order: 10,
    verified: true,
    verifiedOn: '2026-11-25',
    ...fields,
  } satisfies PublishedHelpNumber;
}

/** A published photograph; `n` makes its hash (and so its files' names) its own. */
export function photoItem(id: string, n: number, fields: Partial<PublishedPhoto> = {}) {
  return {
    ...published,
    id,
    media: {
      hash: n.toString(16).padStart(32, '0'),
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280, 1600],
      color: '#5a6b7c',
    },
    caption: { en: `${id} at dawn`, hi: `${id} भोर में` },
    alt: { en: `The ${id} seen from the bank`, hi: `किनारे से दिखता ${id}` },
    category: 'jal-mandir',
    credit: 'Temple committee',
    licence: 'cc-by-4.0',
    order: 10,
    ...fields,
  } satisfies PublishedPhoto;
}

/** Donation details as published; verified (payable) unless `fields` says otherwise. */
export function donationItem(fields: Partial<PublishedDonation> = {}) {
  return {
    ...published,
    id: 'donation',
    payeeName: 'Shri Pawapuri Tirth Trust',
    upiId: 'pawapuritrust@sbi',
    verified: true,
    verifiedOn: '2026-11-26',
    ...fields,
  } satisfies PublishedDonation;
}

/** The seed's shape with every list empty: a test publishes only what it names. */
const EMPTY_LISTS = Object.fromEntries(
  Object.entries(SEED_CONTENT).map(([key, value]) => [key, Array.isArray(value) ? [] : value]),
) as unknown as PublishedContent;

/** Renders `ui` at `path` as a server render with only `lists` published would. */
export function renderWithContent(
  ui: ReactElement,
  lists: Partial<PublishedContent>,
  path?: string,
) {
  const content: PublishedContent = { ...EMPTY_LISTS, version: 7, ...lists };
  return renderPage(
    <SiteContentContext.Provider value={{ content, renderedAt: Date.now() }}>
      {ui}
    </SiteContentContext.Provider>,
    path,
  );
}
