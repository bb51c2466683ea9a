import { PAGE_SIZES } from '../utils/search-state';
import styles from './admin.module.css';

export function PageSizeSelect({
  size,
  onChange,
}: {
  size: number;
  onChange: (size: number) => void;
}) {
  return (
    <label className={`${styles.field} ${styles.compact}`}>
      Page size
      <select value={size} onChange={(e) => onChange(Number(e.target.value))}>
        {PAGE_SIZES.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}
