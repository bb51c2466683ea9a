import type { DailyVisits } from '@pawapuri/shared';
import styles from './analytics.module.css';

const W = 600;
const H = 160;

function line(days: DailyVisits[], key: 'visits' | 'uniqueVisitors', max: number): string {
  const step = days.length > 1 ? W / (days.length - 1) : 0;
  return days.map((day, i) => `${i * step},${H - (day[key] / max) * H}`).join(' ');
}

/** Plain SVG: two polylines are far smaller than any chart library. */
export function DailyChart({ days }: { days: DailyVisits[] }) {
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((day) => day.visits));
  return (
    <figure>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Daily visits from ${days[0]!.date} to ${days[days.length - 1]!.date}, peak ${max}`}
        preserveAspectRatio="none"
      >
        <polyline className={styles.visits} points={line(days, 'visits', max)} />
        <polyline className={styles.unique} points={line(days, 'uniqueVisitors', max)} />
      </svg>
      <figcaption>Visits (solid) and unique visitors (dashed), last 30 days</figcaption>
    </figure>
  );
}
