import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation } from 'react-router-dom';
import { initI18n, LanguageRouter } from '@pawapuri/shared';
import '../i18n/register';

/** Shows the router's current path (without the language prefix), so tests can see where a link went. */
function PathProbe() {
  const { pathname } = useLocation();
  return <span data-testid="path">{pathname}</span>;
}

/**
 * Renders shell UI inside the site's language router at the address `path`
 * (`/hi/...` in Hindi), with i18n started. Returns the history too, whose
 * location is the full address.
 */
export function renderWithShell(ui: ReactElement, path = '/') {
  initI18n();
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const result = render(
    <LanguageRouter history={history}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <PathProbe />
            </>
          }
        />
      </Routes>
    </LanguageRouter>,
  );
  return { ...result, history };
}
