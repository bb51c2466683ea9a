import { PASSWORD_MIN_LENGTH } from '@pawapuri/shared';

/** Under every new-password field: the rules the API applies. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; a passphrase is welcome. Common passwords are refused.`;

/** Said at the field before anything is sent. */
export const NEW_PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one.`;

/** Length as a keeper counts it: characters (code points), not UTF-16 units. */
export const passwordLength = (password: string): number => [...password].length;

/** Whether a new password is long enough to send. */
export const longEnough = (password: string): boolean =>
  passwordLength(password) >= PASSWORD_MIN_LENGTH;
