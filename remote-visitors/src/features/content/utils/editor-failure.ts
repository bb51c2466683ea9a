import { ApiError, NetworkError, TimeoutError, type TFunction } from '@pawapuri/shared';
import { dataPathOf, shownAt, type FieldPath } from './field-path';

/** What went wrong with a save, a publish or a restore, and where to say it. */
export type EditorFailure =
  /** Someone saved or published a newer draft revision meanwhile: reload, never overwrite. */
  | { type: 'stale'; revision: number | null }
  /** The API refused one field: shown at the input that holds it. */
  | { type: 'field'; path: FieldPath; detail: string }
  /** The owner's password, asked again for the donation details. */
  | { type: 'password'; detail: string }
  | { type: 'form'; message: string };

/** The editor's reading of a failed call; `fields` are the paths the form shows inputs at. */
export function editorFailure(
  error: unknown,
  fields: readonly FieldPath[],
  t: TFunction,
): EditorFailure {
  if (error instanceof ApiError) {
    if (error.status === 409) {
      return { type: 'stale', revision: error.body?.currentRevision ?? null };
    }
    const field = error.body?.field;
    if (field === 'password') return { type: 'password', detail: error.message };
    // A session that ended (signed out elsewhere, expired, revoked) or a role
    // taken away while the page was open: said in the keeper's words, as the
    // API's own names the header a script would send.
    if (error.status === 401) return { type: 'form', message: t('content.problems.sessionEnded') };
    if (error.status === 403 && field === 'authorization') {
      return { type: 'form', message: t('content.problems.notAllowed') };
    }
    if (error.status === 400 && field) {
      const at = shownAt(dataPathOf(field), fields);
      if (at !== null) return { type: 'field', path: at, detail: error.message };
      return { type: 'form', message: `${t('content.problems.notKnown')} ${error.message}` };
    }
    return { type: 'form', message: error.message };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return {
      type: 'form',
      message: 'The visitor API did not answer. Check the connection and try again.',
    };
  }
  return { type: 'form', message: 'Something went wrong. Try again.' };
}
