import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AtPage } from '@pawapuri/shared/testing/at-page';
import description from '../remote.json';
import './i18n/register';

/**
 * Test helper of this remote: importing it registers the catalog, which starts
 * the page's strings (English in jsdom), as the pages have them in the shell.
 */

/** Renders a page's component at its address, with this remote's entries as the shell gives them. */
export function renderPage(ui: ReactElement, path: string) {
  return render(
    <AtPage pages={description.pages} path={path}>
      {ui}
    </AtPage>,
  );
}
