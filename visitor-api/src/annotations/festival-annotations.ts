import type { Annotation, SiteContent } from '@pawapuri/shared/contract/types';

/**
 * The published festival calendar as chart annotations: each occurrence that
 * overlaps the days shown (both ends included), on its first day, with its
 * last day when it lasts longer, named in `language`. Read-only: a keeper
 * changes them by editing the festival in the site content.
 */
export function festivalAnnotations(
  content: Pick<SiteContent, 'festivals'>,
  range: { from: string; to: string },
  language: 'en' | 'hi',
): Annotation[] {
  return content.festivals.flatMap((festival) =>
    festival.occurrences
      .filter(
        (occurrence) =>
          occurrence.start <= range.to && (occurrence.end ?? occurrence.start) >= range.from,
      )
      .map(
        (occurrence): Annotation => ({
          id: `festival:${festival.id}:${occurrence.start}`,
          day: occurrence.start,
          ...(occurrence.end && occurrence.end !== occurrence.start
            ? { lastDay: occurrence.end }
            : {}),
          text: festival.name[language],
          kind: 'festival',
        }),
      ),
  );
}
