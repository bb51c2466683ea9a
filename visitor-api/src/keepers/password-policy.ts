import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pawapuri/shared/contract';
import { COMMON_PASSWORDS } from './common-password-list';

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common;
}

/** True when the text is one shorter piece said again and again ("abcabcabc…", "aaaa…"). */
function isRepetition(text: string): boolean {
  return /^(.+?)\1+$/su.test(text);
}

/**
 * Why a new password is refused, or null when it may be used. Length only
 * (Unicode code points, 15 to 256) and no composition rules; refused too: a
 * password on the common-passwords list (compared without case, spaces, or
 * digits and symbols around it), one piece repeated, or one holding the
 * account's email.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `must be at least ${PASSWORD_MIN_LENGTH} characters: a few unrelated words make a good one`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const plain = password.toLowerCase().replace(/\s+/gu, '');
  const core = plain.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const list = commonPasswords();
  if (list.has(plain) || (core.length >= 4 && list.has(core)) || isRepetition(plain)) {
    return 'is too common or too easy to guess: choose a few unrelated words';
  }
  if (plain.includes(email.toLowerCase())) return 'must not contain your email address';
  return null;
}
