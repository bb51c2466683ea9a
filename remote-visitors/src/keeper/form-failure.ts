import { ApiError, NetworkError, TimeoutError } from '@pawapuri/shared';

/** What went wrong with a form's call: at one of its fields, or for the form as a whole. */
export interface FormFailure {
  field: string | null;
  message: string;
}

/**
 * The API's own words, at the field it names when the form has that field
 * (a 400 says which field was wrong; a 429 says when to try again); other
 * failures are the form's.
 */
export function formFailure(error: unknown, fields: readonly string[]): FormFailure {
  if (error instanceof ApiError) {
    const field = error.body?.field ?? null;
    return {
      field: field !== null && fields.includes(field) ? field : null,
      message: error.message,
    };
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return {
      field: null,
      message: 'The visitor API did not answer. Check the connection and try again.',
    };
  }
  return { field: null, message: 'Something went wrong. Try again.' };
}

/** The message for `field`, if the failure is at it. */
export const errorAt = (failure: FormFailure | null, field: string): string | null =>
  failure?.field === field ? failure.message : null;
