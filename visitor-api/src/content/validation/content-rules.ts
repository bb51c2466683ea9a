import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, WEEKDAYS } from '@pawapuri/shared/contract';
import type {
  ContentData,
  ContentKind,
  DayHours,
  HoursSession,
  LocalText,
} from '@pawapuri/shared/contract/types';
import type { FieldProblem } from './schema-errors';

/*
 * The rules of an item that its schema cannot state: a real calendar day, an
 * end after its start, a phone number's digit count, a link's scheme, a
 * verified fact's date. Each returns the first problem, naming its field.
 */

type Problem = FieldProblem | null;

/** A YYYY-MM-DD that names a real day (not 2026-02-30). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const first = (...checks: (() => Problem)[]): Problem => {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};

const day = (path: string, value: string | null | undefined): Problem =>
  value && !isRealDay(value) ? { path, problem: 'must be a real calendar day' } : null;

const notBefore = (path: string, start: string, end: string | undefined, what: string): Problem =>
  end !== undefined && end < start ? { path, problem: `must not be before ${what}` } : null;

function phone(path: string, value: string | null): Problem {
  if (value === null) return null;
  const digits = value.replace(/\D/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS
    ? { path, problem: `must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits` }
    : null;
}

function url(path: string, value: string | undefined): Problem {
  if (value === undefined) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname !== ''
      ? null
      : { path, problem: 'must be an https:// address' };
  } catch {
    return { path, problem: 'must be an https:// address' };
  }
}

/** Markdown links may lead only to web pages, phone numbers and email. */
const LINK = /\]\(\s*([^)\s]*)/g;
const LINK_SCHEMES = /^(https?:\/\/|tel:|mailto:)/i;
function links(path: string, text: LocalText | undefined): Problem {
  if (!text) return null;
  for (const language of ['en', 'hi'] as const) {
    for (const match of text[language].matchAll(LINK)) {
      if (!LINK_SCHEMES.test(match[1] ?? '')) {
        return {
          path: `${path}.${language}`,
          problem: 'has a link that is not an https://, tel: or mailto: address',
        };
      }
    }
  }
  return null;
}

function session(path: string, value: HoursSession | null | undefined): Problem {
  return value && value.closes <= value.opens
    ? { path: `${path}.closes`, problem: 'must be after the opening time' }
    : null;
}

function dayHours(path: string, value: DayHours | undefined): Problem {
  if (!value) return null;
  return first(
    () => session(`${path}.morning`, value.morning),
    () => session(`${path}.evening`, value.evening),
    () =>
      value.morning && value.evening && value.evening.opens < value.morning.closes
        ? { path: `${path}.evening.opens`, problem: 'must not be before the morning closes' }
        : null,
  );
}

const verification = (data: { verified: boolean; verifiedOn: string | null }): Problem =>
  first(
    () => day('verifiedOn', data.verifiedOn),
    () =>
      data.verified && data.verifiedOn === null
        ? { path: 'verifiedOn', problem: 'is required when verified is true' }
        : null,
  );

const RULES: { [K in ContentKind]: (data: ContentData[K]) => Problem } = {
  place: (place) =>
    first(
      () => verification(place),
      () => links('description', place.description),
      () => links('practicalNotes', place.practicalNotes),
      ...WEEKDAYS.map((weekday) => () => dayHours(`hours.${weekday}`, place.hours?.[weekday])),
      ...place.exceptions.map((exception, index) => () => {
        const path = `exceptions.${index}`;
        return first(
          () => day(`${path}.date`, exception.date),
          () => day(`${path}.endDate`, exception.endDate),
          () => notBefore(`${path}.endDate`, exception.date, exception.endDate, 'date'),
          () =>
            !exception.closed && !exception.hours
              ? { path: `${path}.hours`, problem: 'is required unless the place is closed' }
              : null,
          () => dayHours(`${path}.hours`, exception.hours),
        );
      }),
    ),
  festival: (festival) =>
    first(
      () => verification(festival),
      () => links('description', festival.description),
      () =>
        !festival.recurringYearly && festival.occurrences.length !== 1
          ? {
              path: 'occurrences',
              problem: 'must have exactly one date for an event that does not recur',
            }
          : null,
      ...festival.occurrences.map((occurrence, index) => () => {
        const path = `occurrences.${index}`;
        const sameDay = (occurrence.end ?? occurrence.start) === occurrence.start;
        return first(
          () => day(`${path}.start`, occurrence.start),
          () => day(`${path}.end`, occurrence.end),
          () => notBefore(`${path}.end`, occurrence.start, occurrence.end, 'start'),
          () =>
            occurrence.endTime !== undefined && occurrence.startTime === undefined
              ? { path: `${path}.startTime`, problem: 'is required when endTime is given' }
              : null,
          () =>
            sameDay && occurrence.startTime && occurrence.endTime
              ? notBefore(`${path}.endTime`, occurrence.startTime, occurrence.endTime, 'startTime')
              : null,
        );
      }),
    ),
  notice: (notice) =>
    first(
      () => links('text', notice.text),
      () =>
        Date.parse(notice.showUntil) <= Date.parse(notice.showFrom)
          ? { path: 'showUntil', problem: 'must be after showFrom' }
          : null,
    ),
  stay: (stay) =>
    first(
      () => verification(stay),
      () => phone('phone', stay.phone),
      () => url('imageUrl', stay.imageUrl),
      () => url('website', stay.website),
      () => links('description', stay.description),
      () =>
        stay.priceMax < stay.priceMin
          ? { path: 'priceMax', problem: 'must not be below priceMin' }
          : null,
    ),
  operator: (operator) =>
    first(
      () => verification(operator),
      () => phone('phone', operator.phone),
      () => session('hours', operator.hours),
      () => links('description', operator.description),
    ),
  route: (route) =>
    first(
      () => verification(route),
      () => links('notes', route.notes),
      ...route.fares.map(
        (fare, index) => () =>
          fare.max !== undefined && fare.max < fare.min
            ? { path: `fares.${index}.max`, problem: 'must not be below min' }
            : null,
      ),
    ),
  'help-number': (help) =>
    first(
      () => verification(help),
      () => phone('number', help.number),
    ),
  photo: (photo) =>
    first(() =>
      photo.media.widths.some(
        (width, index) => index > 0 && width <= photo.media.widths[index - 1]!,
      )
        ? { path: 'media.widths', problem: 'must rise' }
        : null,
    ),
  donation: (donation) =>
    first(
      () => verification(donation),
      () => links('note', donation.note),
    ),
};

/** The first rule the item breaks, or null. The item already fits its kind's schema. */
export function checkContentRules<K extends ContentKind>(kind: K, data: ContentData[K]): Problem {
  return (RULES[kind] as (data: ContentData[K]) => Problem)(data);
}

/**
 * What an item needs before it reaches the pages beyond what a draft needs:
 * a photograph's caption and alt text in both languages.
 */
export function checkPublishRules<K extends ContentKind>(kind: K, data: ContentData[K]): Problem {
  if (kind !== 'photo') return null;
  const photo = data as ContentData['photo'];
  for (const field of ['alt', 'caption'] as const) {
    for (const language of ['en', 'hi'] as const) {
      if (photo[field][language].trim() === '') {
        return {
          path: `${field}.${language}`,
          problem: `is required before the photograph is published (${language === 'en' ? 'English' : 'Hindi'})`,
        };
      }
    }
  }
  return null;
}
