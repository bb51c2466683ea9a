import type { Annotation, SeriesPoint } from '@pawapuri/shared';

/**
 * Which point of the series each annotation belongs to: the last bucket that
 * starts on or before its day (a week or a month holds its days; an hourly
 * view of one day puts the day's notes on its first hour). A festival that
 * began before the range but lasts into it goes on the first point. The
 * annotations are read for the view's range, so none lies after it.
 */
export function annotationBuckets(
  points: readonly SeriesPoint[],
  annotations: readonly Annotation[],
): Map<number, Annotation[]> {
  const starts = points.map((point) => point.start.slice(0, 10));
  const first = starts[0];
  const last = starts.at(-1);
  const buckets = new Map<number, Annotation[]>();
  if (first === undefined || last === undefined) return buckets;
  for (const annotation of annotations) {
    const day =
      annotation.day < first && (annotation.lastDay ?? '') >= first ? first : annotation.day;
    if (day < first) continue;
    let index = -1;
    for (let i = 0; i < starts.length && starts[i]! <= day; i += 1) {
      // Hours of one day share its date: the first of them takes the day's notes.
      if (index < 0 || starts[i] !== starts[index]) index = i;
    }
    if (index < 0) continue;
    const list = buckets.get(index) ?? [];
    list.push(annotation);
    buckets.set(index, list);
  }
  return buckets;
}
