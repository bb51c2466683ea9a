import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FieldErrorText, type FieldError } from './field-error';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

interface RepeatableFieldProps<T> {
  /** The list's name: the group's legend. */
  label: string;
  value: T[];
  onChange: (value: T[]) => void;
  /** The row a keeper adds. */
  newRow: () => T;
  maxRows: number;
  /** Each row's name ("Dated change 2"): its group's legend. */
  rowLabel: (index: number) => string;
  addLabel: string;
  /** The remove button's name, which says which row it removes. */
  removeLabel: (index: number) => string;
  /** The inputs of row `index`. */
  renderRow: (index: number) => ReactNode;
  /** An error at the list itself (too many rows, a row the API refused as a whole). */
  error: FieldError | null;
  emptyText: string;
}

/**
 * A list of rows a keeper adds to and removes from, each row a named group.
 * After an add the new row's first input takes the focus; after a remove,
 * the add button does, so a keyboard user never lands nowhere.
 */
export function RepeatableField<T>(props: RepeatableFieldProps<T>) {
  const { label, value, onChange, newRow, maxRows, rowLabel, addLabel, removeLabel } = props;
  const id = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // What the last click did, for the render that shows it to move the focus.
  const focusAfter = useRef<'added' | 'removed' | null>(null);

  useEffect(() => {
    if (focusAfter.current === 'added') {
      const rows = rowsRef.current?.querySelectorAll(':scope > fieldset');
      rows?.[rows.length - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (focusAfter.current === 'removed') {
      addRef.current?.focus();
    }
    focusAfter.current = null;
  });

  return (
    <fieldset className={styles.group} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div ref={rowsRef} className={styles.rows}>
        {value.length === 0 ? <p className={styles.meta}>{props.emptyText}</p> : null}
        {value.map((_row, index) => (
          <fieldset key={index} className={styles.group}>
            <legend>{rowLabel(index)}</legend>
            {props.renderRow(index)}
            <div className={keeper.actions}>
              <button
                type="button"
                className={keeper.button}
                onClick={() => {
                  onChange(value.filter((_each, at) => at !== index));
                  focusAfter.current = 'removed';
                }}
              >
                {removeLabel(index)}
              </button>
            </div>
          </fieldset>
        ))}
      </div>
      {value.length < maxRows ? (
        <div className={keeper.actions}>
          <button
            ref={addRef}
            type="button"
            className={keeper.button}
            onClick={() => {
              onChange([...value, newRow()]);
              focusAfter.current = 'added';
            }}
          >
            {addLabel}
          </button>
        </div>
      ) : null}
      <FieldErrorText id={`${id}-error`} error={props.error} />
    </fieldset>
  );
}
