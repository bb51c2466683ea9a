import styles from '../../../keeper/keeper.module.css';

/** An error at a field: the editor's words, and the API's own (in English) when it gave them. */
export interface FieldError {
  message: string;
  /** The API's message, kept as it said it. */
  detail?: string;
}

/** The error under an input, announced as it appears and read with the input. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {error.message}
      {error.detail ? (
        <>
          {' '}
          <span lang="en">({error.detail})</span>
        </>
      ) : null}
    </p>
  );
}
