import type { DeviceType, VisitorRecord } from '@pawapuri/shared/contract/types';
import type { CAMPAIGN_FIELDS } from '@pawapuri/shared/contract';

/** A visit as the server stores it (the record sent plus what the server adds). */
export interface NewVisit {
  visitTime: number;
  ipAddress: string;
  deviceType: DeviceType;
  browser: string;
  operatingSystem: string;
  country: string;
  city: string;
  pageVisited: string;
  referrer: string;
  screenResolution: string;
  sessionId: string;
  language: string;
  /** The client's idempotency key, if it sent one: a visit is stored once per key. */
  visitId?: string;
  /** The session's campaign (utm_source...), each absent when the landing address named none. */
  campaign?: Campaign;
}

/** A visit's campaign fields, as the track body names them. */
export type Campaign = Partial<Record<(typeof CAMPAIGN_FIELDS)[number], string>>;

export interface StoredVisit {
  id: number;
  visitTime: number;
  /** True when a visit with the same key was already stored: this one stored nothing. */
  repeated: boolean;
}

/** The columns the search and exports read, in the API's order. */
export const RECORD_COLUMNS = [
  'id',
  'visit_time',
  'ip_address',
  'device_type',
  'browser',
  'operating_system',
  'country',
  'city',
  'page_visited',
  'screen_resolution',
  'session_id',
] as const;

export interface RecordRow {
  id: number;
  visit_time: number;
  ip_address: string;
  device_type: string;
  browser: string;
  operating_system: string;
  country: string;
  city: string;
  page_visited: string;
  screen_resolution: string;
  session_id: string;
}

export function toVisitorRecord(row: RecordRow): VisitorRecord {
  return {
    id: Number(row.id),
    visitTime: new Date(Number(row.visit_time)).toISOString(),
    ipAddress: row.ip_address,
    deviceType: row.device_type as DeviceType,
    browser: row.browser,
    operatingSystem: row.operating_system,
    country: row.country === '' ? null : row.country,
    city: row.city === '' ? null : row.city,
    pageVisited: row.page_visited,
    screenResolution: row.screen_resolution,
    sessionId: row.session_id,
  };
}
