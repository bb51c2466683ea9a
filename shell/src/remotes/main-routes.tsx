import { useLocation } from 'react-router-dom';
import { PageEntriesContext } from '@pawapuri/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteLoading } from './remote-fallback';
import { remoteForPath } from './remote-for-path';
import { RemoteOutlet } from './remote-outlet';
import { useSite } from './site-remotes';

/**
 * Picks the remote that owns the current path and renders it; unknown paths
 * get the shell's 404 without loading any remote (once remotes.json has been
 * read, since it may add a remote). Keyed by remote so that moving between
 * remotes starts each one's own loading state. The remote's entries in
 * remotes.json (their titles) are handed to its pages; a remote hands its
 * pages its own remote.json's entries inside that, with their headings and
 * descriptions (`RemotePages`).
 */
export function MainRoutes() {
  const { pathname } = useLocation();
  const site = useSite();
  const remote = remoteForPath(site.remotes, pathname);
  if (!remote) return site.settled ? <NotFoundPage /> : <RemoteLoading />;
  return (
    <PageEntriesContext.Provider value={remote.pages}>
      <RemoteOutlet key={remote.name} name={remote.name} notFound={<NotFoundPage />} />
    </PageEntriesContext.Provider>
  );
}
