/**
 * @jest-environment node
 */
import { renderOnServerAndHydrate } from '@pawapuri/shared/testing/server-render';
import { SiteContentContext, WithPageCatalog } from '@pawapuri/shared';
import { act } from 'react';
import { PAGE_CATALOGS } from '../i18n/page-catalogs';
import { photoItem } from '../test-content';
import { TextPage } from './text-page';

describe("A place's photographs rendered on the server", () => {
  it.each(['en', 'hi'] as const)(
    'are in the HTML in its language (%s) and hydrate without a change',
    async (language) => {
      const { SEED_CONTENT } = await import('@pawapuri/shared');
      const photos = [photoItem('dawn', 1, { placeId: 'samosaran' })];
      const content = { ...SEED_CONTENT, version: 3, photos };
      const { html, errors, container } = await renderOnServerAndHydrate(
        <SiteContentContext.Provider value={{ content, renderedAt: Date.now() }}>
          <WithPageCatalog catalog={PAGE_CATALOGS.text}>
            <TextPage id="samosaran" namespace={PAGE_CATALOGS.text.namespace} />
          </WithPageCatalog>
        </SiteContentContext.Provider>,
        { path: '/samosaran', language },
      );
      const alt = photos[0]!.alt[language];
      expect(html).toContain(`alt="${alt}"`);
      expect(html).toContain('<source type="image/avif"');
      await act(async () => undefined);
      expect(errors).toEqual([]);
      expect(container.querySelector(`img[alt="${alt}"]`)).not.toBeNull();
    },
  );
});
