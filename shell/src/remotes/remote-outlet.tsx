import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading, RemoteUnavailable } from './remote-fallback';
import { useRemoteRoutes } from './use-remote-routes';

/** Renders the pages of one remote, or its loading and unavailable states. */
export function RemoteOutlet({ name, notFound }: { name: string; notFound: ReactNode }) {
  const { pathname } = useLocation();
  const { state, retry } = useRemoteRoutes(name);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Routes } = state;
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      fallback={(reset) => <RemoteUnavailable onRetry={reset} />}
    >
      <Routes notFound={notFound} />
    </RemoteErrorBoundary>
  );
}
