import type { FastifyInstance } from 'fastify';
import type { Annotation, AnnotationQuery, SiteContent } from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';
import { checkRealDay } from '../common/input/real-day';
import type { AnnotationRow, AnnotationStore } from './annotation-store';
import { festivalAnnotations } from './festival-annotations';

/** The widest range one read may ask for: ten years, more than the dashboard shows at once. */
const MAX_RANGE_DAYS = 3_660;

export function noteAnnotation(row: AnnotationRow, withAuthor: boolean): Annotation {
  return {
    id: String(row.id),
    day: row.day,
    text: row.text,
    kind: 'note',
    ...(withAuthor ? { author: row.created_by } : {}),
  };
}

/**
 * The chart's annotations for a range of days: the keepers' notes and the
 * published festivals, by day. `withAuthor` false leaves out who wrote a
 * note (a share link's viewer sees the notes, not keepers' addresses).
 */
export async function readAnnotations(
  fastify: FastifyInstance,
  store: AnnotationStore,
  { from, to, lang }: AnnotationQuery,
  withAuthor: boolean,
): Promise<{ annotations: Annotation[] }> {
  checkRealDay(from, 'querystring', 'from');
  checkRealDay(to, 'querystring', 'to');
  if (from > to) throw new HttpError(400, 'querystring/from is after querystring/to', 'from');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_RANGE_DAYS) {
    throw new HttpError(400, `querystring/to: at most ${MAX_RANGE_DAYS} days at once`, 'to');
  }
  const snapshot = await fastify.content.published.current();
  const content = JSON.parse(snapshot.body) as SiteContent;
  const annotations = [
    ...(await store.list(from, to)).map((row) => noteAnnotation(row, withAuthor)),
    ...festivalAnnotations(content, { from, to }, lang ?? 'en'),
  ].sort((a, b) => a.day.localeCompare(b.day));
  return { annotations };
}
