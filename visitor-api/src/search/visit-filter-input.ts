import type { VisitFilter } from './visit-filter';
import { parseApiDate } from '../common/input/api-date';
import { HttpError } from '../common/http/http-error';
import { ipAddressFilter } from '../common/privacy/minimise-ip';

type Input = Partial<
  Record<keyof VisitFilter | 'startDate' | 'endDate', string | null | undefined>
>;

const TEXT_FIELDS = [
  'ipAddress',
  'browser',
  'operatingSystem',
  'deviceType',
  'country',
  'city',
  'pageVisited',
  'sessionId',
] as const;

function date(input: Input, field: 'startDate' | 'endDate', timeZone: string): number | undefined {
  const text = input[field];
  if (text === undefined || text === null || text === '') return undefined;
  const epoch = parseApiDate(text, timeZone, field === 'startDate' ? 'start' : 'end');
  if (epoch === null) throw new HttpError(400, `${field} is not a real date: ${text}`, field);
  return epoch;
}

/** The filter as the queries take it: blank fields dropped, dates resolved in the site's zone. */
export function toVisitFilter(input: Input, timeZone: string): VisitFilter {
  const filter: VisitFilter = {};
  for (const field of TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value) filter[field] = value;
  }
  if (filter.ipAddress !== undefined) filter.ipAddress = ipAddressFilter(filter.ipAddress);
  const startTime = date(input, 'startDate', timeZone);
  const endTime = date(input, 'endDate', timeZone);
  if (startTime !== undefined && endTime !== undefined && startTime > endTime) {
    throw new HttpError(400, 'endDate must not be before startDate', 'endDate');
  }
  if (startTime !== undefined) filter.startTime = startTime;
  if (endTime !== undefined) filter.endTime = endTime;
  return filter;
}
