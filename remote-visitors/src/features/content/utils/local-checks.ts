import {
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  LOCAL_DAY_PATTERN,
  TIME_OF_DAY_PATTERN,
  UPI_ID_PATTERN,
  WEEKDAYS,
  type ContentKind,
} from '@pawapuri/shared';
import { valueAt, withValueAt, type FieldPath } from './field-path';
import { FIELD_SPECS, SESSIONS, rowSpecs, rowsOf, type FieldSpec } from './field-specs';

/** Why a field is refused before it is sent: a key of the editor's error words. */
export type Problem =
  | 'required'
  | 'requiredEn'
  | 'requiredHi'
  | 'phone'
  | 'upi'
  | 'time'
  | 'closesBeforeOpens'
  | 'number'
  | 'day'
  | 'hoursOrClosed'
  | 'pairMissing';

export interface LocalProblem {
  path: FieldPath;
  problem: Problem;
}

const PHONE = new RegExp(PHONE_PATTERN);
const TIME = new RegExp(TIME_OF_DAY_PATTERN);
const UPI = new RegExp(UPI_ID_PATTERN);
const DAY = new RegExp(LOCAL_DAY_PATTERN);

const absent = (value: unknown) => value === undefined || value === null;
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function phoneProblem(value: unknown): Problem | null {
  if (typeof value !== 'string' || !PHONE.test(value)) return 'phone';
  const digits = value.replace(/\D/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS ? 'phone' : null;
}

function sessionProblems(path: FieldPath, session: unknown): LocalProblem[] {
  if (session === null || session === undefined) return [];
  const { opens, closes } = session as { opens: string; closes: string };
  if (!TIME.test(opens)) return [{ path: `${path}.opens`, problem: 'time' }];
  if (!TIME.test(closes)) return [{ path: `${path}.closes`, problem: 'time' }];
  return closes <= opens ? [{ path: `${path}.closes`, problem: 'closesBeforeOpens' }] : [];
}

function specProblems(spec: FieldSpec, data: unknown): LocalProblem[] {
  const value = valueAt(data, spec.path);
  const at = (problem: Problem, path = spec.path) => [{ path, problem }];
  if (value === undefined || value === null) {
    if (spec.pairedWith && !absent(valueAt(data, spec.pairedWith))) return at('pairMissing');
    if (spec.optional || spec.nullable) return [];
    return at(spec.type === 'day-hours' ? 'hoursOrClosed' : 'required');
  }
  switch (spec.type) {
    case 'local-line':
    case 'local-prose': {
      const { en, hi } = value as { en: string; hi: string };
      return [
        ...(blank(en) ? at('requiredEn', `${spec.path}.en`) : []),
        ...(blank(hi) ? at('requiredHi', `${spec.path}.hi`) : []),
      ];
    }
    case 'line':
      return blank(value) ? at('required') : [];
    case 'phone':
      return phoneProblem(value) ? at('phone') : [];
    case 'upi':
      return typeof value === 'string' && UPI.test(value) ? [] : at('upi');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : at('number');
    case 'day':
      return blank(value) ? at('required') : DAY.test(value as string) ? [] : at('day');
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? [] : at('time');
    case 'session':
      return sessionProblems(spec.path, value);
    case 'day-hours':
      return SESSIONS.flatMap((session) =>
        sessionProblems(`${spec.path}.${session}`, valueAt(value, session)),
      );
    case 'list':
      return rowsOf(data, spec).flatMap((row, index) =>
        rowSpecs(spec, index, row).flatMap((inner) => specProblems(inner, data)),
      );
    case 'weekly-hours':
      return WEEKDAYS.flatMap((day) =>
        SESSIONS.flatMap((session) =>
          sessionProblems(`${spec.path}.${day}.${session}`, valueAt(value, `${day}.${session}`)),
        ),
      );
    default:
      return [];
  }
}

/**
 * What the editor can tell is wrong before saving (an empty required text in
 * either language, a phone number, a date or time, a session that closes
 * before it opens, in the item's fields and in every row of its lists); the API checks everything again and names what else is wrong.
 */
export function localProblems(kind: ContentKind, data: unknown): LocalProblem[] {
  return FIELD_SPECS[kind].flatMap((spec) => specProblems(spec, data));
}

/**
 * The data as the API takes it: a pair of fields left both empty leaves their
 * holder (`coordinates`) null rather than an empty object the API refuses.
 */
export function dataToSend(kind: ContentKind, data: unknown): unknown {
  return FIELD_SPECS[kind].reduce((sent, spec) => {
    if (!spec.pairedWith) return sent;
    const holder = spec.path.slice(0, spec.path.lastIndexOf('.'));
    const both = [spec.path, spec.pairedWith].map((path) => valueAt(sent, path));
    return both.every(absent) ? withValueAt(sent, holder, null) : sent;
  }, data);
}
