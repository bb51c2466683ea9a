import {
  SORT_FIELDS,
  formatNumber,
  type SortDirection,
  type SortField,
  type VisitorRecord,
} from '@pawapuri/shared';
import { SortHeader } from './sort-header';
import styles from './admin.module.css';
import { TableScroller } from '../../../keeper/table-scroller';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** The record's other fields: shown, not sortable (the API sorts by the fields above only). */
const PLAIN_FIELDS = ['deviceType', 'city', 'screenResolution', 'sessionId'] as const;

interface ResultsTableProps {
  /** null until the first search has answered. */
  rows: VisitorRecord[] | null;
  sortBy: SortField;
  sortDirection: SortDirection;
  onSort: (field: SortField) => void;
}

/**
 * Every field of the visitor records, the sortable ones first; times in the
 * site's zone, ids in Indian grouping. A search that matched nothing says so
 * inside the table.
 */
export function ResultsTable({ rows, sortBy, sortDirection, onSort }: ResultsTableProps) {
  return (
    <TableScroller label="Visitor records table" className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            {SORT_FIELDS.map((field) => (
              <SortHeader
                key={field}
                field={field}
                sortBy={sortBy}
                sortDirection={sortDirection}
                onSort={onSort}
              />
            ))}
            {PLAIN_FIELDS.map((field) => (
              <th key={field} scope="col">
                {field}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={row.id}>
              <td>{formatNumber(row.id)}</td>
              <td>{timeFormat.format(new Date(row.visitTime))}</td>
              <td>{row.ipAddress}</td>
              <td>{row.browser}</td>
              <td>{row.operatingSystem}</td>
              <td>{row.country ?? 'Unknown'}</td>
              <td>{row.pageVisited}</td>
              <td>{row.deviceType}</td>
              <td>{row.city ?? ''}</td>
              <td>{row.screenResolution}</td>
              <td>{row.sessionId}</td>
            </tr>
          ))}
          {rows?.length === 0 && (
            <tr>
              <td className={styles.empty} colSpan={SORT_FIELDS.length + PLAIN_FIELDS.length}>
                No visits found
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroller>
  );
}
