import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initI18n } from '@pawapuri/shared';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import description from '../remote.json';
import { PAGE_CATALOGS } from './i18n/page-catalogs';

// The page's strings in English (jsdom's address); a component rendered on its own has
// no page around it to fetch its strings, so every page's are fetched first.
initI18n();
for (const catalog of Object.values(PAGE_CATALOGS)) void catalog.ready();

/** Renders at `path` (the home page by default), with this remote's entries as the shell gives them. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <AtPage pages={description.pages} path={path}>
      {ui}
    </AtPage>,
  );
}
