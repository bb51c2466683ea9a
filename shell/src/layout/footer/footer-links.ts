import { useMemo } from 'react';
import type { PageDescription } from '@pawapuri/shared';
import { useSite } from '../../remotes/site-remotes';

/** The pages every remote marks for the footer's quick links, remote by remote, in page order. */
export function useFooterLinks(): PageDescription[] {
  const { remotes } = useSite();
  return useMemo(
    () => remotes.flatMap((remote) => remote.pages.filter((page) => page.footer)),
    [remotes],
  );
}
