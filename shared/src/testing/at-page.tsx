import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageEntriesContext } from '../current-page/page-entries';
import type { PageDescription } from '../types/remote';

/**
 * A page's component at its address with its remote's entries around it, as
 * the shell shows it: it reads its title and description from its entry.
 */
export function AtPage(props: {
  pages: readonly PageDescription[];
  path: string;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[props.path]}>
      <PageEntriesContext.Provider value={props.pages}>
        {props.children}
      </PageEntriesContext.Provider>
    </MemoryRouter>
  );
}
