import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import './i18n/register';
import { PAGE_CATALOGS } from './i18n/page-catalogs';

// A component rendered on its own has no page around it to fetch its strings: fetch them all.
for (const catalog of Object.values(PAGE_CATALOGS)) void catalog.ready();

/** Renders inside a router; registering the catalog starts i18next (English in jsdom). */
export function renderPage(ui: ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}
