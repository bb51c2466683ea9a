import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { integrityRefused } from './integrity-plugin';
import type { RemoteRoutesComponent } from './load-remote-routes';
import { usePreloadedRemote } from './preloaded-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUnavailable } from './remote-fallback';
import { useRemoteRoutes } from './use-remote-routes';

interface Props {
  name: string;
  notFound: ReactNode;
}

/** Renders the pages of one remote, or its loading and unavailable states. */
export function RemoteOutlet({ name, notFound }: Props) {
  const preloaded = usePreloadedRemote(name);
  if (preloaded) return <RemoteRoutes name={name} Routes={preloaded} notFound={notFound} />;
  return <LoadedRemoteOutlet name={name} notFound={notFound} />;
}

function LoadedRemoteOutlet({ name, notFound }: Props) {
  const { state, retry } = useRemoteRoutes(name);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return <RemoteRoutes name={name} Routes={state.Routes} notFound={notFound} />;
}

/** A refused remote is tried again only with a page the server renders anew (its pointer may be signed anew). */
const reloadPage = () => window.location.reload();

function RemoteRoutes({
  name,
  Routes,
  notFound,
}: {
  name: string;
  Routes: RemoteRoutesComponent;
  notFound: ReactNode;
}) {
  const { pathname } = useLocation();
  // A file of it did not have its signed digest: none of its pages asks for its files again.
  if (integrityRefused(name)) return <RemoteUnavailable onRetry={reloadPage} />;
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      fallback={(reset) => (
        <RemoteUnavailable onRetry={() => (integrityRefused(name) ? reloadPage() : reset())} />
      )}
    >
      <Routes notFound={notFound} />
    </RemoteErrorBoundary>
  );
}
