import { useId } from 'react';
import { useTranslation, type Annotation } from '@pawapuri/shared';
import { bucketLabel } from '../utils/chart-scale';
import styles from './annotations.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** An annotation in words, as its marker, tooltip and table cell read it. */
export function useAnnotationText() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (annotation: Annotation) =>
    t(annotation.kind === 'festival' ? 'notes.festivalMarker' : 'notes.marker', {
      day: bucketLabel(annotation.day, 'day', i18n.language),
      text: annotation.text,
    });
}

function Marker({ list, left }: { list: readonly Annotation[]; left: string }) {
  const tipId = useId();
  const describe = useAnnotationText();
  const festival = list.some((annotation) => annotation.kind === 'festival');
  return (
    <li className={styles.marker} style={{ left }}>
      <button
        type="button"
        className={`${styles.markerButton} ${festival ? styles.festival : ''}`}
        aria-label={list.map(describe).join('; ')}
        aria-describedby={tipId}
      >
        <span aria-hidden="true">{festival ? '✦' : '●'}</span>
      </button>
      <div id={tipId} role="tooltip" className={styles.markerTip}>
        {list.map((annotation) => (
          <p key={annotation.id}>{describe(annotation)}</p>
        ))}
      </div>
    </li>
  );
}

/**
 * The notes under the chart: one marker per point that has any, a line up
 * through the chart at that point, and the text on hover and on keyboard
 * focus (Tab reaches each marker).
 */
export function AnnotationMarkers({
  buckets,
  leftOf,
}: {
  buckets: ReadonlyMap<number, readonly Annotation[]>;
  leftOf: (index: number) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (buckets.size === 0) return null;
  return (
    <ul className={styles.markers} aria-label={t('notes.column')}>
      {[...buckets].map(([index, list]) => (
        <Marker key={index} list={list} left={leftOf(index)} />
      ))}
    </ul>
  );
}
