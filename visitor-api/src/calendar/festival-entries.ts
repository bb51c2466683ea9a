import type { SiteContent } from '@pawapuri/shared/contract/types';
import type { CalendarEntry } from './calendar-entry';

export type CalendarLanguage = 'en' | 'hi';

const UNCONFIRMED = {
  en: 'The date is not yet confirmed by the temples.',
  hi: 'मंदिरों ने अभी तिथि की पुष्टि नहीं की है।',
};
const TOWN = { en: 'Pawapuri, Nalanda, Bihar', hi: 'पावापुरी, नालंदा, बिहार' };

/**
 * The published festivals' dates as calendar entries, in `language`. Each
 * festival's date in a year keeps one UID (`<festival>-<year>@pawapuri`), so
 * a corrected date moves the subscriber's event instead of adding one; its
 * SEQUENCE is the festival's published revision and its stamp the publish.
 */
export function festivalEntries(
  content: Pick<SiteContent, 'festivals' | 'places'>,
  language: CalendarLanguage,
): CalendarEntry[] {
  return content.festivals.flatMap((festival) => {
    const place = content.places.find((candidate) => candidate.id === festival.placeId);
    const location = place ? `${place.name[language]}, ${TOWN[language]}` : TOWN[language];
    const seen = new Map<string, number>();
    return festival.occurrences.map((occurrence): CalendarEntry => {
      const year = occurrence.start.slice(0, 4);
      const count = (seen.get(year) ?? 0) + 1;
      seen.set(year, count);
      const timed = occurrence.startTime && occurrence.endTime;
      return {
        uid: `${festival.id}-${year}${count > 1 ? `-${count}` : ''}@pawapuri`,
        title: festival.name[language],
        description: occurrence.verified
          ? festival.description[language]
          : `${festival.description[language]}\n\n${UNCONFIRMED[language]}`,
        ...(timed
          ? {
              times: {
                start: `${occurrence.start}T${occurrence.startTime}`,
                end: `${occurrence.end ?? occurrence.start}T${occurrence.endTime}`,
              },
            }
          : { days: { first: occurrence.start, last: occurrence.end ?? occurrence.start } }),
        sequence: festival.revision,
        modifiedAt: new Date(festival.publishedAt),
        location,
      };
    });
  });
}
