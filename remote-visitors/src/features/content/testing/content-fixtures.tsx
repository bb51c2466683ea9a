import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
export { fakeContentApi } from '../../../keeper/testing/fake-content-api';
import {
  RenderLanguage,
  type ContentItem,
  type ContentList,
  type LanguageCode,
  type Place,
  type Route,
  type Stay,
} from '@pawapuri/shared';

export const STAY: Stay = {
  name: { en: 'Hotel Sunrise', hi: 'होटल सनराइज़' },
  dharamshala: false,
  rating: 3,
  distanceKm: 1.5,
  priceMin: 800,
  priceMax: 1500,
  amenities: [{ en: 'Parking', hi: 'पार्किंग' }],
  phone: '+91 00000 00001',
  address: { en: 'Pawapuri, Nalanda', hi: 'पावापुरी, नालंदा' },
  order: 1,
  verified: false,
  verifiedOn: null,
};

const day = {
  morning: { opens: '05:00', closes: '12:00' },
  evening: { opens: '16:00', closes: '21:00' },
};
export const PLACE: Place = {
  type: 'temple',
  name: { en: 'Jal Mandir', hi: 'जल मंदिर' },
  description: { en: 'The water temple.', hi: 'जल में स्थित मंदिर।' },
  coordinates: { latitude: 25.09, longitude: 85.54 },
  hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
  hoursVerified: false,
  exceptions: [],
  worship: [],
  order: 1,
  verified: false,
  verifiedOn: null,
};

export const ROUTE: Route = {
  from: { en: 'Patna', hi: 'पटना' },
  placeType: 'town',
  distanceKm: 100,
  measure: 'road',
  fares: [{ mode: 'bus', min: 150, max: 250 }],
  order: 1,
  verified: false,
  verifiedOn: null,
};

export function itemOf<K extends 'stay' | 'place' | 'route' | 'donation'>(
  kind: K,
  id: string,
  data: ContentItem<K>['draft']['data'],
  revision = 3,
): ContentItem<K> {
  return {
    kind,
    id,
    status: 'published',
    draft: { revision, savedAt: '2026-11-20T10:00:00.000Z', savedBy: null, data },
    published: {
      revision: 2,
      publishedAt: '2026-11-20T10:00:00.000Z',
      publishedBy: null,
      data,
    },
  };
}

export const LIST: ContentList = {
  version: 4,
  donationChangedAt: null,
  items: [
    {
      kind: 'place',
      id: 'jal-mandir',
      title: 'Jal Mandir',
      status: 'published',
      verified: false,
      draftRevision: 3,
      publishedRevision: 2,
      updatedAt: '2026-11-20T10:00:00.000Z',
      updatedBy: null,
    },
    {
      kind: 'stay',
      id: 'hotel-sunrise',
      title: 'Hotel Sunrise',
      status: 'published',
      verified: false,
      draftRevision: 3,
      publishedRevision: 2,
      updatedAt: '2026-11-20T10:00:00.000Z',
      updatedBy: null,
    },
  ],
};

/** Renders a page at `path` inside a router, in `language`. */
export function renderIn(
  ui: ReactElement,
  path: string,
  language: LanguageCode = 'en',
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RenderLanguage language={language}>{ui}</RenderLanguage>
    </MemoryRouter>,
  );
}
