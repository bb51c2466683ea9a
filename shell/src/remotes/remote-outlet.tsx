import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
  if (preloaded) return <RemoteRoutes Routes={preloaded} notFound={notFound} />;
  return <LoadedRemoteOutlet name={name} notFound={notFound} />;
}

function LoadedRemoteOutlet({ name, notFound }: Props) {
  const { state, retry } = useRemoteRoutes(name);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return <RemoteRoutes Routes={state.Routes} notFound={notFound} />;
}

function RemoteRoutes({
  Routes,
  notFound,
}: {
  Routes: RemoteRoutesComponent;
  notFound: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      fallback={(reset) => <RemoteUnavailable onRetry={reset} />}
    >
      <Routes notFound={notFound} />
    </RemoteErrorBoundary>
  );
}
