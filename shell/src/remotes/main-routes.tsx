import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { remoteForPath } from './remote-names';
import { RemoteOutlet } from './remote-outlet';

/**
 * Picks the remote that owns the current path and renders it; unknown paths
 * get the shell's 404 without loading any remote. Keyed by remote so that
 * moving between remotes starts each one's own loading state.
 */
export function MainRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteOutlet key={remote} name={remote} notFound={<NotFoundPage />} />;
}
