/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import { SEED_CONTENT, SiteContentContext, WithPageCatalog } from '@pawapuri/shared';
import { act, useSyncExternalStore } from 'react';
import { PAGE_CATALOGS } from '../../../../i18n/page-catalogs';
import { TodaySun } from './today-sun';

/** The page's content version, as a store the page follows (the API's copy arriving is news). */
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function publishNewer() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The home's sun part under the page's content, which every part below is told of when it changes. */
function Page() {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return (
    <SiteContentContext.Provider
      value={{ content: { ...SEED_CONTENT, version: current }, renderedAt: 0 }}
    >
      <div data-version={current}>
        <TodaySun />
      </div>
    </SiteContentContext.Provider>
  );
}

beforeEach(() => {
  version = 0;
});

describe("the home page's sun line", () => {
  it.each(['en', 'hi'] as const)(
    'comes in the server’s HTML (%s) and stays when the hydrated page’s content changes',
    async (language) => {
      const { html, errors, container } = await renderOnServerAndHydrate(
        <WithPageCatalog catalog={PAGE_CATALOGS.home}>
          <Page />
        </WithPageCatalog>,
        { language },
      );
      expect(errors).toEqual([]);
      expect(html).toContain('data-testid="today-sun"');
      const line = () => container.querySelector('[data-testid="today-sun"]')?.textContent ?? '';
      const served = line();
      expect(served).toMatch(/\d/);
      await act(async () => publishNewer());
      await act(async () => publishNewer());
      expect(container.querySelector('[data-version="2"]')).not.toBeNull();
      expect(line()).toBe(served);
    },
  );
});
