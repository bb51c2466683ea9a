import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@pawapuri/shared';
import { PAGE_CATALOGS } from './i18n/page-catalogs';

// The page's strings in English (jsdom's address); a component rendered on its own has
// no page around it to fetch its strings, so every page's are fetched first.
initI18n();
for (const catalog of Object.values(PAGE_CATALOGS)) void catalog.ready();

/** Renders inside a router. */
export function renderPage(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}
