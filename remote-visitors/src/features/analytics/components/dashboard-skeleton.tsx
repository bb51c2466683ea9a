import { CHART_HEIGHT } from './visits-chart';
import { PANELS } from './breakdown-panels';
import styles from './dashboard.module.css';

const SKELETON_ROWS = 5;

/** Grey boxes of the loaded dashboard's size, so its first answer moves nothing. */
export function DashboardSkeleton() {
  return (
    <div aria-hidden="true">
      <ul className={styles.cards}>
        {[0, 1, 2, 3].map((card) => (
          <li key={card} className={styles.skeletonCard} />
        ))}
      </ul>
      <div className={styles.panel}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonBlock} style={{ height: CHART_HEIGHT }} />
      </div>
      <div className={styles.panels}>
        {PANELS.map(({ group }) => (
          <div key={group} className={styles.panel}>
            <div className={styles.skeletonLine} />
            {Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <div key={row} className={styles.skeletonRow} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
