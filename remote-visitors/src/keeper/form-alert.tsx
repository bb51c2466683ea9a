import type { FormFailure } from './form-failure';
import styles from './keeper.module.css';

/** A failure that belongs to no field of the form, announced where the form ends. */
export function FormAlert({ failure }: { failure: FormFailure | null }) {
  return failure && failure.field === null ? (
    <p role="alert" className={styles.error}>
      {failure.message}
    </p>
  ) : null;
}
