import { useCallback } from 'react';
import {
  useRequest,
  type AnnotationList,
  type AnnotationQuery,
  type DayRange,
} from '@pawapuri/shared';
import { listAnnotations } from '../api/annotations-api';

export type AnnotationReader = (
  query: AnnotationQuery,
  signal: AbortSignal,
) => Promise<AnnotationList>;

const EMPTY: AnnotationList = { annotations: [] };

function logFailure(error: unknown): void {
  // The chart is whole without its notes: a failure only leaves the markers out.
  console.error('Failed to load the chart’s notes', error);
}

/** The notes and festivals of the range shown, in the page's language; none until the range is known. */
export function useAnnotations(
  range: DayRange | null,
  language: string,
  read: AnnotationReader = listAnnotations,
) {
  const lang = language.startsWith('hi') ? 'hi' : 'en';
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      from && to ? read({ from, to, lang }, signal) : Promise.resolve(EMPTY),
    [read, from, to, lang],
  );
  const { data, reload } = useRequest(fetcher, { onError: logFailure });
  return { annotations: (data ?? EMPTY).annotations, reload };
}
