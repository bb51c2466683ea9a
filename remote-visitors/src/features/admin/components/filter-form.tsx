import { useState } from 'react';
import type { SearchFilter } from '@pawapuri/shared';
import { EMPTY_FILTER, toIso } from '../utils/search-state';
import styles from './admin.module.css';

const TEXT_FIELDS = [
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'city',
  'pageVisited',
  'sessionId',
] as const;

interface FilterFormProps {
  id: string;
  hidden: boolean;
  onSearch: (filter: SearchFilter) => void;
  onReset: () => void;
}

/**
 * The ten filter fields with Search and Reset. It stays mounted while hidden,
 * so closing and reopening the panel keeps what was typed, dates included.
 */
export function FilterForm({ id, hidden, onSearch, onReset }: FilterFormProps) {
  const [draft, setDraft] = useState<SearchFilter>(EMPTY_FILTER);
  const setField = (name: keyof SearchFilter, value: string) =>
    setDraft({ ...draft, [name]: value === '' ? null : value });

  return (
    <form
      id={id}
      hidden={hidden}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {TEXT_FIELDS.map((name) => (
        <label key={name} className={styles.field}>
          {name}
          <input value={draft[name] ?? ''} onChange={(e) => setField(name, e.target.value)} />
        </label>
      ))}
      <label className={styles.field}>
        deviceType
        <select
          value={draft.deviceType ?? ''}
          onChange={(e) => setField('deviceType', e.target.value)}
        >
          <option value="">Any</option>
          <option value="desktop">desktop</option>
          <option value="mobile">mobile</option>
          <option value="tablet">tablet</option>
        </select>
      </label>
      <label className={styles.field}>
        startDate
        <input
          type="datetime-local"
          onChange={(e) => setDraft({ ...draft, startDate: toIso(e.target.value) })}
        />
      </label>
      <label className={styles.field}>
        endDate
        <input
          type="datetime-local"
          onChange={(e) => setDraft({ ...draft, endDate: toIso(e.target.value) })}
        />
      </label>
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit">
          Search
        </button>
        {/* type="reset" also empties the uncontrolled date inputs. */}
        <button
          className={styles.button}
          type="reset"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            onReset();
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
