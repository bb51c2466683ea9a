import type { Page, VisitorApi, VisitorRecord } from '@pawapuri/shared';

export const ROW: VisitorRecord = {
  id: 1,
  visitTime: '2026-11-22T10:00:00Z',
  ipAddress: '127.0.0.1',
  deviceType: 'desktop',
  browser: 'Chrome',
  operatingSystem: 'Linux',
  country: null,
  city: null,
  pageVisited: '/home',
  screenResolution: '1x1',
  sessionId: 's',
};

export function pageOf(rows: VisitorRecord[], totalElements = rows.length): Page<VisitorRecord> {
  return { content: rows, number: 0, size: 100, totalElements, totalPages: 1 };
}

/** A client whose calls are jest mocks: for the page's own rules. */
export function fakeApi(totalElements = 1) {
  return {
    search: jest.fn().mockResolvedValue(pageOf([ROW], totalElements)),
    exportVisits: jest.fn(),
  } as unknown as VisitorApi & { search: jest.Mock; exportVisits: jest.Mock };
}
