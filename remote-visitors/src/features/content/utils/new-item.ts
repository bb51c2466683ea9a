import { CONTENT_TIME_ZONE, type ContentData, type ContentKind } from '@pawapuri/shared';
import { todayInIndia } from '../../../utils/india-time';

const text = () => ({ en: '', hi: '' });
const unverified = { verified: false, verifiedOn: null };

/**
 * A new item's fields before a keeper fills them in: every required field
 * there, empty, so the form can show it and the API names what is still missing.
 * Its dates are the day in India, where the keeper's facts apply, never the
 * UTC date (which is still yesterday for the first hours of an Indian day).
 */
export function newItemData<K extends ContentKind>(kind: K, now: Date): ContentData[K] {
  const today = todayInIndia(now);
  const week = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const data: { [Kind in ContentKind]: unknown } = {
    place: {
      type: 'temple',
      name: text(),
      description: text(),
      coordinates: { latitude: 25.09, longitude: 85.54 },
      hours: null,
      hoursVerified: false,
      exceptions: [],
      worship: [],
      order: 100,
      ...unverified,
    },
    festival: {
      name: text(),
      description: text(),
      timeZone: CONTENT_TIME_ZONE,
      recurringYearly: true,
      occurrences: [{ start: today, verified: false }],
      order: 100,
      ...unverified,
    },
    notice: {
      text: text(),
      severity: 'info',
      showFrom: now.toISOString(),
      showUntil: week,
      pages: ['*'],
    },
    stay: {
      name: text(),
      dharamshala: false,
      rating: null,
      distanceKm: 0,
      priceMin: 0,
      priceMax: 0,
      amenities: [],
      phone: '',
      address: text(),
      order: 100,
      ...unverified,
    },
    operator: {
      name: text(),
      mode: 'sedan',
      description: text(),
      phone: '',
      hours: null,
      fare: {},
      order: 100,
      ...unverified,
    },
    route: {
      from: text(),
      placeType: 'town',
      distanceKm: 0,
      measure: 'road',
      fares: [],
      order: 100,
      ...unverified,
    },
    'help-number': { label: text(), number: null, order: 100, ...unverified },
    // A photograph starts as an upload (photo-upload.tsx), never as an empty form.
    photo: null,
    donation: { payeeName: '', upiId: '', ...unverified },
  };
  return data[kind] as ContentData[K];
}
