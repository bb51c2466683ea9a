import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n } from '@pawapuri/shared';
import '../i18n/register';

/** Shows the router's current path, so tests can see where a link went. */
function PathProbe() {
  const { pathname } = useLocation();
  return <span data-testid="path">{pathname}</span>;
}

/** Renders shell UI inside a MemoryRouter at `path`, with i18n started (English). */
export function renderWithShell(ui: ReactElement, path = '/') {
  initI18n();
  return render(
    <MemoryRouter initialEntries={[path]}>
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
    </MemoryRouter>,
  );
}
