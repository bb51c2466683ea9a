import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { captureCampaign, trackVisit, useRequestedPage } from '@pawapuri/shared';

/**
 * Records one visit per route change. Keyed on the path, so the first load
 * counts once even when React runs effects twice (StrictMode), and every
 * navigation, however fast, sends its own request (no debounce). Each is
 * recorded in a task of its own right after the render that asked for it:
 * building the record (parsing the user agent) then never lengthens the task
 * that hydrates or shows the page, which on a slow phone is a pause the
 * visitor feels. Leaving the page does not cancel it. It follows the path
 * asked for, not the one shown: a page whose code is still loading when the
 * visitor moves on is never shown, but was visited.
 */
export function RouteTracker({
  track = trackVisit,
  capture = captureCampaign,
}: {
  track?: (path: string) => unknown;
  /** Reads and strips the landing address's campaign before the visit is recorded. */
  capture?: () => unknown;
}) {
  const shown = useLocation().pathname;
  const pathname = useRequestedPage() ?? shown;
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    capture();
    setTimeout(() => void track(pathname), 0);
  }, [pathname, track, capture]);

  return null;
}
