import type { ContentApi } from '@pawapuri/shared';

type Mocked<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? jest.Mock : T[K] };

/** A content client whose calls are jest mocks: the list (empty) and the history answer, the rest wait. */
export function fakeContentApi(): Mocked<ContentApi> {
  const pending = () => jest.fn(() => new Promise(() => undefined));
  return {
    siteContent: pending(),
    siteContentIfChanged: pending(),
    version: pending(),
    list: jest.fn(() => Promise.resolve({ version: 1, donationChangedAt: null, items: [] })),
    get: pending(),
    saveDraft: pending(),
    publish: pending(),
    unpublish: pending(),
    history: jest.fn(() => Promise.resolve({ kind: 'stay', id: 'x', revisions: [] })),
    revision: pending(),
    diff: pending(),
    restore: pending(),
  };
}
