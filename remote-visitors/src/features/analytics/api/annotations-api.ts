import {
  requestJson,
  visitorApi,
  type Annotation,
  type AnnotationList,
  type AnnotationQuery,
  type AnnotationRequest,
} from '@pawapuri/shared';

const base = () => `${visitorApi.baseUrl}/api/visitors/annotations`;
/** The keeper's session cookie goes with the writes. */
const keeper = { credentials: 'include' as const };

/** The chart's notes and festivals for a range of days (public, like the dashboard). */
export function listAnnotations(query: AnnotationQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ from: query.from, to: query.to, lang: query.lang ?? 'en' });
  return requestJson<AnnotationList>(`${base()}?${params.toString()}`, { signal });
}

export function addAnnotation(note: AnnotationRequest) {
  return requestJson<Annotation>(base(), { method: 'POST', body: note, ...keeper });
}

export function changeAnnotation(id: string, note: AnnotationRequest) {
  return requestJson<Annotation>(`${base()}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: note,
    ...keeper,
  });
}

export function removeAnnotation(id: string) {
  return requestJson<Annotation>(`${base()}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    ...keeper,
  });
}
