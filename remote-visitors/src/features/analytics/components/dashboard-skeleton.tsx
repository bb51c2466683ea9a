import type { ReactNode } from 'react';
import { CHART_HEIGHT } from './visits-chart';
import { PANELS } from './breakdown-panels';
import styles from './dashboard.module.css';

const SKELETON_ROWS = 5;

function SkeletonPanel() {
  return (
    <div className={styles.panel}>
      <div className={styles.skeletonLine} />
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/**
 * Grey boxes of the loaded dashboard's size, so its first answer moves
 * nothing; the goals panel, which says it is loading, sits in its place.
 */
export function DashboardSkeleton({ goals }: { goals: ReactNode }) {
  return (
    <>
      <ul className={styles.cards} aria-hidden="true">
        {[0, 1, 2, 3].map((card) => (
          <li key={card} className={styles.skeletonCard} />
        ))}
      </ul>
      <div className={styles.panel} aria-hidden="true">
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonBlock} style={{ height: CHART_HEIGHT }} />
      </div>
      <div className={styles.panels}>
        {goals}
        <div aria-hidden="true">
          <SkeletonPanel />
        </div>
      </div>
      <div className={styles.panels} aria-hidden="true">
        {PANELS.map(({ group }) => (
          <SkeletonPanel key={group} />
        ))}
      </div>
    </>
  );
}
