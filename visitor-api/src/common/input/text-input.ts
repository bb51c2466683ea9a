import type { TextFormatName } from '@pawapuri/shared/contract/types';

/**
 * What a text input may hold. Two kinds of text reach the API:
 *
 * - labels people read (browser, operating system, country, city): control
 *   characters and unpaired surrogates carry no meaning there, and country
 *   and city come from a third-party lookup the visitor cannot fix, so they
 *   are removed and the visit is kept (`cleanLabel`);
 * - machine values (a path, a URL, a language tag) and every search filter:
 *   removing characters would store or look for something other than what
 *   was sent, so such a value is refused with a 400 naming the field.
 *
 * "Control characters" are Unicode's category Cc: C0 (U+0000–U+001F, NUL
 * included), DEL and C1 (U+007F–U+009F). PostgreSQL cannot store NUL at all,
 * and an unpaired surrogate is silently turned into U+FFFD by both drivers,
 * so neither ever reaches the database.
 */

const UNWANTED = /[\p{Cc}\p{Cs}]/u;
const UNWANTED_ALL = /[\p{Cc}\p{Cs}]/gu;
/** Unwanted in text that may span lines: as UNWANTED, but line breaks and tabs are text there. */
const UNWANTED_IN_LINES = /(?![\n\r\t])[\p{Cc}\p{Cs}]/u;
/** A character that is neither white space (what trim() removes) nor unwanted. */
const VISIBLE = /[^\s\p{Cc}\p{Cs}]/u;

/** A label as stored: unwanted characters removed, then trimmed. */
export function cleanLabel(text: string): string {
  // Testing first spares the replace on the hot path: real labels are clean.
  return (UNWANTED.test(text) ? text.replace(UNWANTED_ALL, '') : text).trim();
}

interface TextFormat {
  validate: (text: string) => boolean;
  /** Completes "<field> …" in the 400's message. */
  description: string;
}

const NO_CONTROLS = 'must not contain control characters or unpaired surrogates';

/**
 * JSON Schema formats for text, registered with the request validator (app.ts):
 * one check for each format the contract's schemas name.
 */
export const TEXT_FORMATS = {
  /** A label: must show something once cleaned (`"   "` and `"\u0000"` are refused). */
  label: {
    validate: (text) => VISIBLE.test(text),
    description: 'must contain a visible character',
  },
  /** A machine value: refused if it holds a control character or an unpaired surrogate. */
  'plain-text': {
    validate: (text) => !UNWANTED.test(text),
    description: NO_CONTROLS,
  },
  /** A required machine value: plain text with at least one visible character. */
  'visible-plain-text': {
    validate: (text) => !UNWANTED.test(text) && VISIBLE.test(text),
    description: `must contain a visible character and ${NO_CONTROLS.replace('must ', '')}`,
  },
  /** Text that may span lines (a description): line breaks and tabs allowed, other controls not. */
  'multiline-text': {
    validate: (text) => !UNWANTED_IN_LINES.test(text),
    description:
      'must not contain control characters (other than line breaks and tabs) or unpaired surrogates',
  },
  /** Required text that may span lines: as multiline-text, with at least one visible character. */
  'visible-multiline-text': {
    validate: (text) => !UNWANTED_IN_LINES.test(text) && VISIBLE.test(text),
    description:
      'must contain a visible character and not contain control characters (other than line breaks and tabs) or unpaired surrogates',
  },
} satisfies Record<TextFormatName, TextFormat>;

/** The validator's format table: name to check. */
export const AJV_FORMATS = Object.fromEntries(
  Object.entries(TEXT_FORMATS).map(([name, format]) => [name, format.validate]),
);

/** The message ending for a failed text format, if the format is one of these. */
export function describeFormat(name: unknown): string | undefined {
  return typeof name === 'string' && name in TEXT_FORMATS
    ? TEXT_FORMATS[name as TextFormatName].description
    : undefined;
}
