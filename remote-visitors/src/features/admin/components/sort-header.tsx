import type { SortDirection, SortField } from '@pawapuri/shared';
import styles from './admin.module.css';

interface SortHeaderProps {
  field: SortField;
  sortBy: SortField;
  sortDirection: SortDirection;
  onSort: (field: SortField) => void;
}

/** A column header that sorts by its field; only the active one carries aria-sort. */
export function SortHeader({ field, sortBy, sortDirection, onSort }: SortHeaderProps) {
  const active = sortBy === field;
  return (
    <th aria-sort={active ? (sortDirection === 'ASC' ? 'ascending' : 'descending') : undefined}>
      <button className={styles.sort} type="button" onClick={() => onSort(field)}>
        {field}
      </button>
    </th>
  );
}
